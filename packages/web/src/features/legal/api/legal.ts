import { legalTextSchema, type LegalDocument } from '@vault/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/api/client';

/** GET /config/legal/{document}: the text in the language the page is shown in (the lang cookie). */
export function useLegalText(document: LegalDocument) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['legal', document, i18n.language],
    queryFn: () => request(`/config/legal/${document}`, legalTextSchema, { method: 'GET', isLoginCall: true }),
    staleTime: Infinity,
  });
}
