import type { LegalDocument } from '@vault/contract';
import { Button, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../components/AuthCard';
import { Heading } from '../../../components/Heading';
import { useLegalText } from '../api/legal';

/** Paragraphs split by blank lines; a line starting with '# ' is a section heading. */
function LegalText({ text }: { text: string }) {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block, index) => {
      const [first = '', ...rest] = block.split('\n');
      const heading = first.startsWith('# ') ? first.slice(2) : null;
      const body = (heading ? rest : [first, ...rest]).join('\n');
      return (
        <section key={index}>
          {heading && <Heading level={2}>{heading}</Heading>}
          {body && <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{body}</Typography.Paragraph>}
        </section>
      );
    });
}

/** /legal/terms and /legal/privacy: the deployment's texts (config entries legal.<document>.<language>). */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation(['common']);
  const legal = useLegalText(document);
  return (
    <AuthCard title={t(`legal.${document}`)} width={720}>
      <div data-testid={`legal-${document}`}>
        {legal.isPending && <Skeleton active />}
        {legal.isError && (
          <Button onClick={() => void legal.refetch()} data-testid="legal-retry">
            {t('retry')}
          </Button>
        )}
        {legal.data && <LegalText text={legal.data.text} />}
      </div>
    </AuthCard>
  );
}
