import { Button, Flex } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { captureFrame } from '../api/liveness';

/** A live camera preview (getUserMedia, front camera) and a button that takes the picture. */
export function CameraCapture({ onCapture, onCancel, onUnavailable }: { onCapture: (dataUrl: string) => void; onCancel: () => void; onUnavailable: () => void }) {
  const { t } = useTranslation('liveness');
  const video = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'user', width: { ideal: 1280 } }, audio: false })
      .then((s) => {
        if (stopped) return s.getTracks().forEach((track) => track.stop());
        stream = s;
        if (video.current) {
          video.current.srcObject = s;
          void video.current.play().then(() => setReady(true));
        }
      })
      .catch(() => onUnavailable());
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onUnavailable]);
  const take = () => {
    const frame = video.current && captureFrame(video.current);
    if (frame) onCapture(frame);
  };
  return (
    <Flex vertical gap={8} align="start">
      <video ref={video} muted playsInline style={{ width: 320, maxWidth: '100%', borderRadius: 8, background: '#000', transform: 'scaleX(-1)' }} aria-label={t('camera.preview')} data-testid="liveness-video" />
      <Flex gap={8}>
        <Button type="primary" onClick={take} disabled={!ready} data-testid="liveness-capture">
          {t('camera.capture')}
        </Button>
        <Button onClick={onCancel}>{t('camera.cancel')}</Button>
      </Flex>
    </Flex>
  );
}
