import { ExpandOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchBinary } from '../../../lib/api/binary';

interface Props {
  scanId: string;
  /** The row's files: the first is the one read; other pictures show as further thumbnails. */
  files: readonly File[];
  /** The name as read (Given Names and Surname). */
  scannedName: string;
}

/** Object URLs for the pictures: the scanned image as the server read it (upright), then the row's other pictures. */
function useImageUrls(scanId: string, files: readonly File[]): string[] | null {
  const [urls, setUrls] = useState<string[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const made: string[] = [];
    // The scan image needs the Authorization header, which an <img src> cannot carry.
    fetchBinary(`/doc-mgr/scan-image/${scanId}`, { signal: controller.signal })
      .then(({ blob }) => {
        made.push(URL.createObjectURL(blob));
        for (const file of files.slice(1)) if (file.type.startsWith('image/')) made.push(URL.createObjectURL(file));
        setUrls([...made]);
      })
      .catch(() => setUrls([]));
    return () => {
      controller.abort();
      made.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [scanId, files]);
  return urls;
}

/** Spec §2 ID information: the scanned image with thumbnails and an expand control, the scanned name beneath. */
export function ScanImagePanel({ scanId, files, scannedName }: Props) {
  const { t } = useTranslation('documents');
  const urls = useImageUrls(scanId, files);
  const [current, setCurrent] = useState(0);
  const [expanded, setExpanded] = useState(false);
  if (!urls) return <Spin />;
  const src = urls[current] ?? urls[0];
  return (
    <Flex vertical gap={8}>
      <div style={{ position: 'relative', background: '#f5f5f5', borderRadius: 8, minHeight: 220, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {src ? (
          <Image src={src} alt={t('review.imageAlt')} style={{ maxHeight: 300, objectFit: 'contain' }} preview={{ open: expanded, onOpenChange: setExpanded }} data-testid="id-review-image" />
        ) : (
          <Typography.Text type="secondary">{t('review.imageMissing')}</Typography.Text>
        )}
        <Button
          icon={<ExpandOutlined aria-hidden />}
          aria-label={t('review.expand')}
          title={t('review.expand')}
          disabled={!src}
          onClick={() => setExpanded(true)}
          style={{ position: 'absolute', top: 8, right: 8 }}
          data-testid="id-review-expand"
        />
      </div>
      <Flex gap={8} wrap>
        {urls.map((url, i) => (
          <button
            key={url}
            type="button"
            onClick={() => setCurrent(i)}
            aria-label={t('review.thumbnail', { number: i + 1 })}
            aria-pressed={i === current}
            style={{ padding: 0, border: `2px solid ${i === current ? '#1677ff' : '#d9d9d9'}`, borderRadius: 4, background: 'none', cursor: 'pointer' }}
            data-testid="id-review-thumbnail"
          >
            <img src={url} alt="" style={{ width: 64, height: 44, objectFit: 'cover', display: 'block' }} />
          </button>
        ))}
      </Flex>
      <Typography.Text strong data-testid="id-review-scanned-name">
        {scannedName || t('review.nameNotRead')}
      </Typography.Text>
      <Typography.Text type="secondary" ellipsis>
        {files[0]?.name}
      </Typography.Text>
    </Flex>
  );
}
