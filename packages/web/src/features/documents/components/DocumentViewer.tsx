import { DownloadOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { DocumentInfo, DocumentVersion } from '@vault/contract';
import { Alert, Button, Flex, Modal, Select, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportUnhandledError } from '../../../lib/ui/reportError';
import { testId } from '../../../lib/ui/testId';
import { useActingProfile, useDocTypes, useDocumentInfo } from '../api/documents';
import { useViewerState } from '../api/useViewerState';
import { downloadOriginal } from '../api/viewer';
import { clampPage, fileAtPage, filePages, totalPages } from '../api/viewerPages';
import { ViewerSharing } from '../sharing/ViewerSharing';
import { PageImage, VIEWER_HEIGHT } from './PageImage';
import { UploadDocumentsDialog } from './UploadDocumentsDialog';
import { VersionDetails } from './VersionDetails';
import { ViewerActions } from './ViewerActions';

/** Paid-admin §9: the viewer is 890 wide (700 on narrow screens) with a 540-high page. */
const viewerWidth = () => (window.innerWidth < 960 ? 700 : 890);

function PageNavigator({ info, version, page, goToPage, userProfileType }: { info: DocumentInfo; version: DocumentVersion; page: number; goToPage: (page: number) => void; userProfileType: number }) {
  const { t } = useTranslation('documents');
  const total = totalPages(version);
  if (total === 0) {
    return (
      <Flex style={{ height: VIEWER_HEIGHT }} align="center" justify="center" data-testid="viewer-no-preview">
        <Alert type="info" showIcon title={version.url ? t('viewer.link', { url: version.url }) : t('viewer.noPreview')} />
      </Flex>
    );
  }
  const current = clampPage(page, total);
  return (
    <Flex vertical gap={8}>
      <PageImage target={{ docId: info.docId, version: version.version, page: current, userProfileType }} alt={t('viewer.pageAlt', { page: current, type: info.docTypeName })} />
      <Flex justify="center" align="center" gap={12}>
        <Button icon={<LeftOutlined aria-hidden />} aria-label={t('viewer.previous')} disabled={current <= 1} onClick={() => goToPage(current - 1)} data-testid="viewer-previous" />
        <Typography.Text data-testid="viewer-page-number">{t('viewer.page', { page: current, count: total })}</Typography.Text>
        <Button icon={<RightOutlined aria-hidden />} aria-label={t('viewer.next')} disabled={current >= total} onClick={() => goToPage(current + 1)} data-testid="viewer-next" />
      </Flex>
    </Flex>
  );
}

/** Version and file choice, download (where allowed: a recipient may be granted view only), pages and details. */
export function ViewerBody({ info, versionNumber, page, chooseVersion, goToPage, userProfileType, downloadable = true }: { info: DocumentInfo; versionNumber: number | null; page: number; chooseVersion: (v: number | null) => void; goToPage: (p: number) => void; userProfileType: number; downloadable?: boolean }) {
  const { t } = useTranslation('documents');
  const version = info.versions.find((v) => v.version === versionNumber) ?? info.versions[0];
  if (!version) return null;
  const sources = filePages(version);
  const source = fileAtPage(version, page) ?? sources[0];
  const chosenFile = source?.fileId;
  // Choosing a file shows its first page; files without pages (Word, Excel) are chosen for download.
  const chooseFile = (fileId: string) => goToPage(sources.find((s) => s.fileId === fileId)?.firstPage ?? 1);
  const download = () => downloadOriginal(info.docId, version.version, chosenFile, source?.name ?? info.docTypeName).catch(reportUnhandledError);
  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap align="center">
        <Space>
          <Typography.Text>{t('viewer.versionLabel')}</Typography.Text>
          <Select value={version.version} aria-label={t('viewer.versionLabel')} style={{ width: 140 }} onChange={(v: number) => chooseVersion(v)} options={info.versions.map((v) => ({ value: v.version, label: t('viewer.version', { version: v.version }) }))} data-testid="viewer-version" />
        </Space>
        {sources.length > 1 && (
          <Space>
            <Typography.Text>{t('viewer.sourceLabel')}</Typography.Text>
            <Select value={chosenFile} aria-label={t('viewer.sourceLabel')} style={{ width: 260 }} onChange={chooseFile} options={sources.map((s) => ({ value: s.fileId, label: s.name }))} data-testid="viewer-source" />
          </Space>
        )}
        {version.files.length > 0 && downloadable && (
          <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void download()} data-testid="viewer-download">
            {t('viewer.download')}
          </Button>
        )}
      </Flex>
      <PageNavigator info={info} version={version} page={page} goToPage={goToPage} userProfileType={userProfileType} />
      <VersionDetails docType={info.docType} version={version} />
    </Flex>
  );
}

/** Paid-admin §2 viewer: version selector, page viewer, source selector, download, new version and deletes. */
export function DocumentViewer({ docId, onClose }: { docId: string | null; onClose: () => void }) {
  const { selection, chooseVersion, goToPage } = useViewerState(docId);
  const info = useDocumentInfo(selection.docId, docId !== null);
  const acting = useActingProfile();
  const types = useDocTypes(acting?.typeCode);
  const [newVersion, setNewVersion] = useState(false);
  const data = info.data;
  const version = data ? (data.versions.find((v) => v.version === selection.version) ?? data.versions[0]) : undefined;
  const imageOnly = types.data?.flatMap((c) => c.docTypes).find((type) => type.code === data?.docType)?.imageOnly ?? false;
  return (
    <Modal open={docId !== null} onCancel={onClose} footer={null} width={viewerWidth()} title={data?.docTypeName} modalRender={(node) => <div {...testId('viewer')}>{node}</div>}>
      {!data || !acting ? (
        <Flex style={{ height: VIEWER_HEIGHT }} align="center" justify="center"><Spin /></Flex>
      ) : (
        <Flex vertical gap={12}>
          <ViewerBody info={data} versionNumber={selection.version} page={selection.page} chooseVersion={chooseVersion} goToPage={goToPage} userProfileType={acting.typeCode} />
          <ViewerActions info={data} version={version?.version ?? data.version} onNewVersion={() => setNewVersion(true)} onDeleted={(removed) => (removed === 'DOCUMENT' ? onClose() : chooseVersion(null))} />
          <ViewerSharing docId={data.docId} />
        </Flex>
      )}
      {data && (
        <UploadDocumentsDialog
          open={newVersion}
          onClose={() => {
            setNewVersion(false);
            chooseVersion(null);
          }}
          newVersion={{ docId: data.docId, docType: data.docType, docTypeName: data.docTypeName, imageOnly, ownerProfileId: data.profileId }}
        />
      )}
    </Modal>
  );
}
