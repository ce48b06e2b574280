import { Alert, Flex, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { testId } from '../../../lib/ui/testId';
import { useActingProfile, useDocumentInfo } from '../api/documents';
import { useViewerState } from '../api/useViewerState';
import { ViewerBody } from '../components/DocumentViewer';
import { VIEWER_HEIGHT } from '../components/PageImage';
import type { ReceivedTarget } from './receivedGroups';

const viewerWidth = () => (window.innerWidth < 960 ? 700 : 890);

/**
 * The viewer as a recipient sees a shared document: the granted version's pages (the server answers
 * only granted versions), download only where the grant allows it, nothing to upload, delete or share.
 */
export function ReceivedViewer({ target, onClose }: { target: ReceivedTarget | null; onClose: () => void }) {
  const { t } = useTranslation('sharing');
  const docId = target?.docId ?? null;
  // Kept while the dialog closes, so it does not empty mid-animation.
  const [shown, setShown] = useState<ReceivedTarget | null>(target);
  useEffect(() => {
    if (target) setShown(target);
  }, [target]);
  const { selection, chooseVersion, goToPage } = useViewerState(docId);
  const info = useDocumentInfo(selection.docId, docId !== null);
  const acting = useActingProfile();
  const data = info.data;
  let body;
  if (info.isError) body = <Alert type="error" showIcon title={t('received.gone')} data-testid="received-gone" />;
  else if (!data || !acting || !shown) body = <Flex style={{ height: VIEWER_HEIGHT }} align="center" justify="center"><Spin /></Flex>;
  else body = <ViewerBody info={data} versionNumber={selection.version ?? shown.version} page={selection.page} chooseVersion={chooseVersion} goToPage={goToPage} userProfileType={acting.typeCode} downloadable={shown.downloadable} />;
  return (
    <Modal open={docId !== null} onCancel={onClose} footer={null} width={viewerWidth()} title={data?.docTypeName} modalRender={(node) => <div {...testId('viewer', { 'data-received': 'true' })}>{node}</div>}>
      {body}
    </Modal>
  );
}
