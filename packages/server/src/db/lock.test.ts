import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireLock, DataDirLockedError } from './lock.js';

describe('data folder lock', () => {
  it('refuses while another live process holds it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(dir, 'db.lock'), String(child.pid));
      expect(() => acquireLock(join(dir, 'db.lock'))).toThrow(DataDirLockedError);
    } finally {
      child.kill();
    }
  });

  it('takes over a lock left by a dead process, and releases it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    writeFileSync(join(dir, 'db.lock'), '999999');
    const release = acquireLock(join(dir, 'db.lock'));
    expect(readFileSync(join(dir, 'db.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'db.lock'))).toBe(false);
  });
});
