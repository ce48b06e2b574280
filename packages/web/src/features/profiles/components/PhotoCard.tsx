import { UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Flex, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/api/client';
import type { ResponseSchema } from '../../../lib/api/schema';
import { userInfoQueryKey } from '../../../lib/session/userInfo';
import { toastError, toastSuccess } from '../../../lib/ui/feedback';
import { reportUnhandledError } from '../../../lib/ui/reportError';
import { corporateInfoQueryKey, personalInfoQueryKey, useCorporateInfo, usePersonalInfo } from '../api/details';
import { PHOTO_TYPES, photoProblem } from '../api/photoRules';
import { DetailsCard } from './DetailsCard';

const photoAnswer: ResponseSchema<{ photo: string }> = {
  safeParse: (value: unknown) =>
    value !== null && typeof value === 'object' && typeof (value as { photo?: unknown }).photo === 'string'
      ? { success: true, data: { photo: (value as { photo: string }).photo } }
      : { success: false },
};

/**
 * The person's photo, or the acting company's logo for its administrators: a picture up to 5 MB,
 * sent as multipart through the API client (its CSRF header, no JSON content type).
 */
export function PhotoCard({ kind }: { kind: 'person' | 'company' }) {
  const { t } = useTranslation('profiles');
  const personal = usePersonalInfo();
  const corporate = useCorporateInfo(kind === 'company');
  const client = useQueryClient();
  const [photo, setPhoto] = useState<string | null>(null);
  const path = kind === 'person' ? '/customer-user/individualPhoto' : '/customer-user/corporation/1/photo';
  const prefix = kind === 'person' ? 'photo' : 'logo';

  const upload: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const body = new FormData();
    body.append('file', file as Blob);
    request(path, photoAnswer, { method: 'POST', body })
      .then((answer) => {
        setPhoto(answer.photo);
        toastSuccess(t('photo.saved'));
        void client.invalidateQueries({ queryKey: userInfoQueryKey });
        void client.invalidateQueries({ queryKey: kind === 'person' ? personalInfoQueryKey : corporateInfoQueryKey });
        onSuccess?.(answer);
      })
      .catch((error: unknown) => {
        reportUnhandledError(error);
        onError?.(error as Error);
      });
  };

  const shown = photo ?? (kind === 'person' ? personal.data?.photo : corporate.data?.photo) ?? null;
  return (
    <DetailsCard title={kind === 'person' ? t('photo.personTitle') : t('photo.companyTitle')} testId={`details-${prefix}`}>
      <Flex align="center" gap={16} wrap>
        <Avatar size={72} src={shown ?? undefined} alt="" data-testid={`${prefix}-preview`} data-has-photo={String(shown !== null)} />
        <Upload
          accept={PHOTO_TYPES.join(',')}
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            const problem = photoProblem(file);
            if (problem) toastError(problem === 'type' ? t('photo.notPicture') : t('photo.tooLarge'));
            return problem ? Upload.LIST_IGNORE : true;
          }}
          customRequest={upload}
        >
          <Button icon={<UploadOutlined aria-hidden />} data-testid={`${prefix}-upload`}>
            {t('photo.choose')}
          </Button>
        </Upload>
      </Flex>
    </DetailsCard>
  );
}
