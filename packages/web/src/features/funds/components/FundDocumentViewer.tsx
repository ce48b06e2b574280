import { DownloadOutlined, LeftOutlined, LinkOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, App, Button, Col, Empty, Flex, Modal, Row, Segmented, Select, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportUnhandledError } from '../../../lib/ui/reportError';
import { isOfficeFile, pageTotal } from '../api/fundDisplay';
import { downloadFundFile, useFundDocument, useFundVersions } from '../api/funds';
import { FundPageImage } from './FundPageImage';
import { FundViewerSide } from './FundViewerSide';

/** Spec paid §4: closing the viewer resets its state after 400 ms (while the closing animation runs). */
export const VIEWER_RESET_MS = 400;

interface FundDocumentViewerProps {
  fundMajorProfileId: string;
  docId: string | null;
  onClose: () => void;
  /** The Fund Distribution modal for the version shown. */
  onManageDistribution: (doc: { docId: string; docType: string; version: number }) => void;
}

/**
 * The large fund document viewer (spec paid §2 App drawer 2): version selector, page viewer, source selector,
 * Excel/Word download, the Fund Distribution settings view and Delete Current Version.
 */
export function FundDocumentViewer({ fundMajorProfileId, docId, onClose, onManageDistribution }: FundDocumentViewerProps) {
  const { t } = useTranslation('funds');
  const { modal } = App.useApp();
  const [shownId, setShownId] = useState<string | null>(docId);
  const [version, setVersion] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [fileIndex, setFileIndex] = useState(0);
  useEffect(() => {
    if (docId) return setShownId(docId);
    const timer = window.setTimeout(() => {
      setShownId(null);
      setVersion(undefined);
      setPage(1);
      setFileIndex(0);
    }, VIEWER_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [docId]);

  const doc = useFundDocument(shownId, version);
  const versions = useFundVersions(shownId);
  const data = doc.data;
  const files = data?.files ?? [];
  const pages = pageTotal(files);
  const file = files[fileIndex] ?? files[0];
  const firstPageOf = (index: number) => pageTotal(files.slice(0, index)) + 1;
  const chooseVersion = (value: number) => {
    setVersion(value);
    setPage(1);
    setFileIndex(0);
  };
  const openLink = (url: string) =>
    modal.confirm({
      title: t('viewer.externalTitle'),
      content: t('viewer.externalText', { url }),
      okText: t('viewer.externalOk'),
      cancelText: t('viewer.cancel'),
      onOk: () => void window.open(url, '_blank', 'noopener,noreferrer'),
    });

  return (
    <Modal open={docId !== null} onCancel={onClose} footer={null} width={960} title={data?.docTypeName ?? t('viewer.loading')} destroyOnHidden={false} data-testid="fund-viewer">
      {!data ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : (
        <Row gutter={[16, 16]} data-testid="fund-viewer-body" data-version={String(data.version)}>
          <Col xs={24} md={15}>
            <Flex vertical gap={12}>
              <Flex gap={8} wrap align="center">
                <label htmlFor="fund-viewer-version">{t('viewer.version')}</label>
                <Select
                  id="fund-viewer-version"
                  value={data.version}
                  onChange={chooseVersion}
                  style={{ minWidth: 220 }}
                  data-testid="fund-viewer-version"
                  options={(versions.data ?? []).map((v) => ({
                    value: v.version,
                    label: t(v.isCurrent ? 'viewer.versionCurrent' : 'viewer.versionOption', { version: v.version, count: v.receivers }),
                  }))}
                />
              </Flex>
              {files.length > 1 && (
                <Segmented
                  aria-label={t('viewer.source')}
                  value={fileIndex}
                  onChange={(value) => {
                    setFileIndex(Number(value));
                    setPage(firstPageOf(Number(value)));
                  }}
                  options={files.map((f, i) => ({ value: i, label: f.name }))}
                  data-testid="fund-viewer-source"
                />
              )}
              {data.url ? (
                <Alert type="info" showIcon title={t('viewer.linkDocument')} action={<Button icon={<LinkOutlined />} onClick={() => openLink(data.url!)}>{t('viewer.openLink')}</Button>} />
              ) : pages > 0 ? (
                <>
                  <FundPageImage docId={data.docId} version={data.version} page={page} alt={t('viewer.pageAlt', { name: data.docTypeName, page, total: pages })} />
                  <Flex justify="center" align="center" gap={12}>
                    <Button icon={<LeftOutlined />} disabled={page <= 1} onClick={() => setPage(page - 1)} aria-label={t('viewer.previous')} />
                    <Typography.Text data-testid="fund-viewer-pages">{t('viewer.pageOf', { page, total: pages })}</Typography.Text>
                    <Button icon={<RightOutlined />} disabled={page >= pages} onClick={() => setPage(page + 1)} aria-label={t('viewer.next')} />
                  </Flex>
                </>
              ) : (
                <Empty description={file && isOfficeFile(file.type, file.name) ? t('viewer.officeFile') : t('viewer.noPreview')} />
              )}
              {file && (
                <Button
                  icon={<DownloadOutlined />}
                  onClick={() => downloadFundFile(data.docId, data.version, file.fileId, file.name).catch(reportUnhandledError)}
                  data-testid="fund-viewer-download"
                >
                  {t('viewer.download', { name: file.name })}
                </Button>
              )}
            </Flex>
          </Col>
          <Col xs={24} md={9}>
            <FundViewerSide
              fundMajorProfileId={fundMajorProfileId}
              doc={data}
              isCurrent={versions.data?.find((v) => v.version === data.version)?.isCurrent ?? version === undefined}
              onManageDistribution={() => onManageDistribution({ docId: data.docId, docType: data.docType, version: data.version })}
              onDeleted={(left) => (left === null ? onClose() : chooseVersion(left))}
            />
          </Col>
        </Row>
      )}
    </Modal>
  );
}
