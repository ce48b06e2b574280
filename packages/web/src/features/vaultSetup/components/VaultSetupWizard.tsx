import type { VaultSetupMode, VaultType } from '@vault/contract';
import { Alert, Button, Card, Flex, Grid, Radio, Space, Spin, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../lib/ui/feedback';
import { reportUnhandledError } from '../../../lib/ui/reportError';
import { testId } from '../../../lib/ui/testId';
import { setVaultState, useRefreshVaults, useVault } from '../api/vaultSetup';
import { canLeave, firstStep, isStep, stepsFor, type WizardStep } from '../api/wizardSteps';
import { CompanyStep } from './CompanyStep';
import { DocumentsStep } from './DocumentsStep';
import { RepresentativesStep } from './RepresentativesStep';
import { ReviewStep } from './ReviewStep';

interface Props {
  corporateProfileId: string | null;
  mode: VaultSetupMode | null;
  /** The step to open at (after a reload), when it is one of the vault type's steps. */
  initialStep: string | null;
  onVaultCreated: (corporateProfileId: string) => void;
  onClose: () => void;
}

/** The vault set-up wizard (spec paid §4): antd Steps over the steps of the chosen vault type; REVIEW is read-only. */
export function VaultSetupWizard({ corporateProfileId, mode, initialStep, onVaultCreated, onClose }: Props) {
  const { t } = useTranslation('vaultSetup');
  const vault = useVault(corporateProfileId);
  const refresh = useRefreshVaults();
  const [chosenType, setChosenType] = useState<VaultType>('LOCAL');
  const [step, setStep] = useState<WizardStep>(isStep(initialStep) && mode !== 'REVIEW' ? initialStep : firstStep(mode));
  const [finishing, setFinishing] = useState(false);
  const vertical = Grid.useBreakpoint().md === false;
  const readOnly = mode === 'REVIEW';

  if (corporateProfileId && !vault.data) {
    return <Card>{vault.isError ? <Alert type="error" title={t('wizard.loadFailed')} /> : <Spin />}</Card>;
  }
  const vaultType = vault.data?.vaultType ?? chosenType;
  const steps = stepsFor(vaultType);
  const index = Math.max(0, steps.indexOf(step));
  const selectedCount = vault.data?.representatives.filter((r) => r.selected).length ?? 0;
  const mayGoOn = canLeave(step, { hasVault: Boolean(vault.data), selectedCount });
  const go = (to: WizardStep) => setStep(to);
  const changeType = async (type: VaultType) => {
    if (!vault.data) return setChosenType(type);
    try {
      await setVaultState(vault.data.corporateProfileId, { vaultType: type, complete: false });
      await refresh();
    } catch (error) {
      reportUnhandledError(error);
    }
  };

  const finish = async () => {
    setFinishing(true);
    try {
      await setVaultState(corporateProfileId!, { vaultType, complete: true });
      await refresh();
      toastSuccess(t('wizard.finished'));
      onClose();
    } catch (error) {
      reportUnhandledError(error);
    } finally {
      setFinishing(false);
    }
  };

  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }} {...testId('wizard-title')}>
          {vault.data ? t(readOnly ? 'wizard.reviewTitle' : 'wizard.editTitle', { name: vault.data.tradingName }) : t('wizard.newTitle')}
        </Typography.Title>
        <Button onClick={onClose} {...testId('wizard-close')}>
          {t('wizard.backToList')}
        </Button>
      </Flex>
      <Steps
        current={index}
        direction={vertical ? 'vertical' : 'horizontal'}
        size="small"
        // In EDIT and REVIEW any step may be opened once the vault exists; a new vault goes step by step.
        onChange={vault.data ? (i) => go(steps[i]!) : undefined}
        items={steps.map((s) => ({ title: t(`steps.${s}`) }))}
        style={{ marginBottom: 24 }}
        {...testId('wizard-steps')}
      />
      <section aria-label={t(`steps.${steps[index]!}`)} data-testid={`wizard-step-${steps[index]}`}>
        {step === 'type' && (
<TypeStep value={vaultType} disabled={readOnly} onChange={(type) => void changeType(type)} />
        )}
        {step === 'company' && <CompanyStep vault={vault.data ?? null} vaultType={vaultType} readOnly={readOnly} onSaved={(id) => (corporateProfileId ? go('representatives') : onVaultCreated(id))} />}
        {step === 'representatives' && vault.data && <RepresentativesStep vault={vault.data} readOnly={readOnly} />}
        {step === 'documents' && vault.data && <DocumentsStep vault={vault.data} readOnly={readOnly} />}
        {step === 'review' && vault.data && <ReviewStep vault={vault.data} />}
      </section>
      <Flex justify="space-between" gap={8} wrap style={{ marginTop: 24 }}>
        <Button disabled={index === 0} onClick={() => go(steps[index - 1]!)} {...testId('wizard-previous')}>
          {t('wizard.previous')}
        </Button>
        <Space wrap>
          {!mayGoOn && step === 'representatives' && <Typography.Text type="secondary">{t('wizard.needRepresentative')}</Typography.Text>}
          {step !== 'review' && step !== 'company' && (
            <Button type="primary" disabled={!mayGoOn} onClick={() => go(steps[index + 1]!)} {...testId('wizard-next')}>
              {t('wizard.next')}
            </Button>
          )}
          {step === 'company' && (readOnly || vault.data) && (
            <Button type={readOnly ? 'primary' : 'default'} onClick={() => go(steps[index + 1]!)} {...testId('wizard-next')}>
              {readOnly ? t('wizard.next') : t('wizard.skip')}
            </Button>
          )}
          {step === 'review' && !readOnly && (
            <Button type="primary" loading={finishing} disabled={selectedCount === 0} onClick={() => void finish()} {...testId('wizard-finish')}>
              {t('wizard.finish')}
            </Button>
          )}
        </Space>
      </Flex>
    </Card>
  );
}

function TypeStep({ value, disabled, onChange }: { value: VaultType; disabled: boolean; onChange: (v: VaultType) => void }) {
  const { t } = useTranslation('vaultSetup');
  return (
    <Radio.Group value={value} onChange={(e) => onChange(e.target.value as VaultType)} disabled={disabled} style={{ width: '100%' }} aria-label={t('steps.type')}>
      <Flex vertical gap={12}>
        {(['LOCAL', 'ONLINE'] as const).map((type) => (
          <Card key={type} size="small">
            <Radio value={type} {...testId(`vault-type-${type}`)}>
              <Typography.Text strong>{t(`type.${type}.title`)}</Typography.Text>
            </Radio>
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0 24px' }}>
              {t(`type.${type}.text`)}
            </Typography.Paragraph>
          </Card>
        ))}
      </Flex>
    </Radio.Group>
  );
}
