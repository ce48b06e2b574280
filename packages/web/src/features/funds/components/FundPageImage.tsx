import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../../lib/ui/useObjectUrl';
import { useFundPage } from '../api/funds';

/** Spec paid §9: the viewer is 540 high. */
export const FUND_VIEWER_HEIGHT = 540;

/** One page of a fund document version, fetched with the manager token and shown through an object URL. */
export function FundPageImage({ docId, version, page, alt }: { docId: string; version: number; page: number; alt: string }) {
  const { t } = useTranslation('funds');
  const image = useFundPage(docId, version, page);
  const url = useObjectUrl(image.data);
  const frame = { height: FUND_VIEWER_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f5f5f5', borderRadius: 4 };
  if (image.isError) return <div style={frame}><Alert type="error" showIcon title={t('viewer.pageFailed')} /></div>;
  return (
    <div style={frame} data-testid="fund-viewer-page" data-page={String(page)} data-version={String(version)} data-loaded={String(url !== null)}>
      {url ? <img src={url} alt={alt} style={{ maxWidth: '100%', maxHeight: FUND_VIEWER_HEIGHT, objectFit: 'contain' }} /> : <Spin />}
    </div>
  );
}
