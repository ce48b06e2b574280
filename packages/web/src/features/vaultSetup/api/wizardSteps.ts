import type { VaultSetupMode, VaultType } from '@vault/contract';

/**
 * The wizard's steps (spec paid §4 Vault set-up): select vault type, the company, then for an online vault add or
 * review authorised representatives, and for a local vault add representatives, upload documents and review them.
 */
export type WizardStep = 'type' | 'company' | 'representatives' | 'documents' | 'review';

export function stepsFor(vaultType: VaultType): WizardStep[] {
  return vaultType === 'LOCAL' ? ['type', 'company', 'representatives', 'documents', 'review'] : ['type', 'company', 'representatives', 'review'];
}

/**
 * Where the wizard opens: a new vault at the type step; EDIT at the company step (the type is chosen once the company
 * exists, and changed there); REVIEW at the review step, read-only.
 */
export function firstStep(mode: VaultSetupMode | null): WizardStep {
  if (mode === 'REVIEW') return 'review';
  if (mode === 'EDIT') return 'company';
  return 'type';
}

/** Whether the step may be left forward: the company must exist before representatives and documents. */
export function canLeave(step: WizardStep, state: { hasVault: boolean; selectedCount: number }): boolean {
  if (step === 'company') return state.hasVault;
  if (step === 'representatives') return state.selectedCount > 0;
  return true;
}

/** The mode in the address (?mode=EDIT|REVIEW); anything else is a new vault. */
export function parseMode(value: string | null): VaultSetupMode | null {
  return value === 'EDIT' || value === 'REVIEW' ? value : null;
}

const STEPS: readonly WizardStep[] = ['type', 'company', 'representatives', 'documents', 'review'];
export const isStep = (value: string | null): value is WizardStep => value !== null && (STEPS as readonly string[]).includes(value);
