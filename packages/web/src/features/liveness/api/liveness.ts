import { latestLivenessSchema, LIVENESS_MAX_IMAGE_BYTES, livenessResultSchema, type LivenessResult } from '@vault/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api/client';

export const livenessQueryKey = (profileId: string | undefined) => ['arc', 'livenessCheck', profileId ?? 'self'] as const;

/** GET /arc/livenessCheck: the person's latest selfie check, or null. */
export function useLatestLiveness(profileId: string | undefined) {
  return useQuery({ queryKey: livenessQueryKey(profileId), queryFn: () => request('/arc/livenessCheck', latestLivenessSchema, { query: profileId ? { profileId } : {} }) });
}

/** Errors this feature shows beside the selfie (the server's translated message) instead of a toast. */
export const LIVENESS_ERROR_CODES = ['30000600', '30000601', '30000602', '30000603', '30000604', '30000605', '30000606', '00000007'] as const;

/** POST /arc/livenessCheck with the selfie as base64 (spec §7: data). */
export function useLivenessCheck(profileId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (image: string) => request('/arc/livenessCheck', livenessResultSchema, { method: 'POST', body: { image, ...(profileId ? { profileId } : {}) }, quiet: LIVENESS_ERROR_CODES }),
    onSuccess: (result: LivenessResult) => client.setQueryData(livenessQueryKey(profileId), { result }),
  });
}

/** A picture file as base64, or null when it is larger than the server takes. */
export async function fileToBase64(file: Blob): Promise<string | null> {
  if (file.size > LIVENESS_MAX_IMAGE_BYTES) return null;
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The current frame of a playing video as a JPEG data URL (mirrored back to how the camera saw it). */
export function captureFrame(video: HTMLVideoElement): string | null {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context || !canvas.width || !canvas.height) return null;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.92);
}

/** Whether the browser can open a camera at all (secure context with mediaDevices). */
export const cameraAvailable = (): boolean => typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

/** Tag colour of a grade. */
export const gradeColor = (grade: LivenessResult['grade']): string => (grade === 'PASS' ? 'success' : grade === 'FAIL' ? 'error' : 'warning');
