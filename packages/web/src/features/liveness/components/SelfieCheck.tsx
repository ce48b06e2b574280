import { CameraOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Spin, Typography } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/ApiError';
import type { SelfieCheckProps } from '../../../lib/ui/slots';
import { cameraAvailable, fileToBase64, useLatestLiveness, useLivenessCheck } from '../api/liveness';
import { CameraCapture } from './CameraCapture';
import { LivenessResultView } from './LivenessResultView';

/**
 * The selfie check (issue 12): a selfie from the camera, or a picture file (on phones the front camera opens),
 * compared by the server with the portrait of the person's confirmed passport or driving licence.
 */
export function SelfieCheck({ profileId, afterIdConfirmed, onDone }: SelfieCheckProps) {
  const { t } = useTranslation('liveness');
  const latest = useLatestLiveness(profileId);
  const check = useLivenessCheck(profileId);
  const [camera, setCamera] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const send = (image: string) => {
    setProblem(null);
    check.mutate(image, { onError: (error) => setProblem(isApiError(error) && error.errorMsg ? error.errorMsg : t('failed')) });
  };
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const image = await fileToBase64(file);
    if (image === null) setProblem(t('tooLarge'));
    else send(image);
  };
  const noCamera = useCallback(() => {
    setCamera(false);
    setProblem(t('camera.unavailable'));
  }, [t]);
  const captured = (frame: string) => {
    setCamera(false);
    send(frame);
  };
  const openCamera = () => {
    setProblem(null);
    setCamera(true);
  };
  const result = check.data ?? latest.data?.result ?? null;
  return (
    <Card title={t('title')} data-testid="liveness-card">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{afterIdConfirmed ? t('introAfterId') : t('intro')}</Typography.Text>
        {result && <LivenessResultView result={result} />}
        {problem && <Alert type="error" showIcon message={problem} data-testid="liveness-error" />}
        {check.isPending ? (
          <Spin tip={t('checking')}>
            <div style={{ minHeight: 48 }} />
          </Spin>
        ) : camera ? (
          <CameraCapture onCapture={captured} onCancel={() => setCamera(false)} onUnavailable={noCamera} />
        ) : (
          <Flex gap={8} wrap>
            {cameraAvailable() && (
              <Button type="primary" icon={<CameraOutlined />} onClick={openCamera} data-testid="liveness-camera">
                {result ? t('again') : t('takeSelfie')}
              </Button>
            )}
            <Button icon={<UploadOutlined />} onClick={() => fileInput.current?.click()} data-testid="liveness-file-button">
              {t('chooseFile')}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept="image/*"
              capture="user"
              hidden
              data-testid="liveness-file"
              onChange={(e) => {
                void onFile(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </Flex>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('privacy')}
        </Typography.Text>
        {onDone && (
          <Flex justify="end">
            <Button onClick={onDone} disabled={check.isPending} data-testid="liveness-done">
              {result ? t('done') : t('later')}
            </Button>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
