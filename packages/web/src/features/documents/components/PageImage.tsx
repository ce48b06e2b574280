import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../../lib/ui/useObjectUrl';
import { usePageImage, type PageRequest } from '../api/viewer';

/** Viewer area height (paid-admin §9: 540 high). */
export const VIEWER_HEIGHT = 540;

/** One rendered page; the fetched PNG is shown through an object URL released when it changes. */
export function PageImage({ target, alt }: { target: PageRequest; alt: string }) {
  const { t } = useTranslation('documents');
  const image = usePageImage(target);
  const url = useObjectUrl(image.data);

  const frame = { height: VIEWER_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f5f5f5', borderRadius: 4 };
  if (image.isError) return <div style={frame}><Alert type="error" showIcon title={t('viewer.pageFailed')} /></div>;
  return (
    <div style={frame} data-testid="viewer-page" data-page={String(target.page)} data-version={String(target.version)} data-loaded={String(url !== null)}>
      {url ? <img src={url} alt={alt} style={{ maxWidth: '100%', maxHeight: VIEWER_HEIGHT, objectFit: 'contain' }} data-testid="viewer-page-image" /> : <Spin />}
    </div>
  );
}
