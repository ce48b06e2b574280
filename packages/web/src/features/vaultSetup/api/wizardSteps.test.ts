import { describe, expect, it } from 'vitest';
import { canLeave, firstStep, parseMode, stepsFor } from './wizardSteps';

describe('vault set-up steps', () => {
  it('has the spec steps per vault type', () => {
    expect(stepsFor('LOCAL')).toEqual(['type', 'company', 'representatives', 'documents', 'review']);
    expect(stepsFor('ONLINE')).toEqual(['type', 'company', 'representatives', 'review']);
  });

  it('opens by mode', () => {
    expect(firstStep(null)).toBe('type');
    expect(firstStep('EDIT')).toBe('company');
    expect(firstStep('REVIEW')).toBe('review');
    expect(parseMode('EDIT')).toBe('EDIT');
    expect(parseMode('edit')).toBeNull();
  });

  it('needs the company before going on, and a selected representative after the representatives step', () => {
    expect(canLeave('company', { hasVault: false, selectedCount: 0 })).toBe(false);
    expect(canLeave('company', { hasVault: true, selectedCount: 0 })).toBe(true);
    expect(canLeave('representatives', { hasVault: true, selectedCount: 0 })).toBe(false);
    expect(canLeave('documents', { hasVault: true, selectedCount: 1 })).toBe(true);
  });
});
