import { describe, expect, it } from 'vitest';
import { generateRoles, isAdminFromPermissions, permissionsOnLeavingManage } from './roles';

describe('roles', () => {
  it('adds INDIVIDUAL for individuals and CORPORATE for everyone else', () => {
    expect(generateRoles(['COMMON'], 'INDIVIDUAL', false)).toEqual(['COMMON', 'INDIVIDUAL']);
    expect(generateRoles(['COMMON'], 'CORPORATE', false)).toEqual(['COMMON', 'CORPORATE']);
    expect(generateRoles(['COMMON'], 'FUND', false)).toEqual(['COMMON', 'CORPORATE']);
    expect(generateRoles(['COMMON'], 'LENDING_AGENT', false)).toEqual(['COMMON', 'CORPORATE']);
  });

  it('adds PAID_ADMIN for a paid account and never duplicates', () => {
    expect(generateRoles(['COMMON', 'PAID_ADMIN', 'CORPORATE'], 'LENDING_AGENT', true)).toEqual(['COMMON', 'PAID_ADMIN', 'CORPORATE']);
  });

  it('is admin when the permissions include COMMON', () => {
    expect(isAdminFromPermissions(['COMMON', 'INDIVIDUAL'])).toBe(true);
    expect(isAdminFromPermissions(['INDIVIDUAL'])).toBe(false);
  });
});

describe('leaving /manage', () => {
  it('resets permissions by stored manager type', () => {
    expect(permissionsOnLeavingManage('/manage/home', '/vaults/funds', 'INDIVIDUAL')).toEqual(['COMMON', 'INDIVIDUAL']);
    expect(permissionsOnLeavingManage('/manage/home', '/nodes', 'CORPORATE')).toEqual(['COMMON', 'CORPORATE']);
    expect(permissionsOnLeavingManage('/manage/home', '/vaults/funds', 'LENDING_AGENT')).toEqual(['COMMON', 'CORPORATE']);
    expect(permissionsOnLeavingManage('/manage/home', '/nodes', null)).toEqual(['COMMON', 'CORPORATE']);
  });

  it('does nothing within /manage, from elsewhere, or on the first navigation', () => {
    expect(permissionsOnLeavingManage('/manage/home', '/manage/documents', 'INDIVIDUAL')).toBeNull();
    expect(permissionsOnLeavingManage('/login', '/manage/home', 'INDIVIDUAL')).toBeNull();
    expect(permissionsOnLeavingManage('/manager', '/login', 'INDIVIDUAL')).toBeNull();
    expect(permissionsOnLeavingManage(null, '/login', 'INDIVIDUAL')).toBeNull();
  });
});
