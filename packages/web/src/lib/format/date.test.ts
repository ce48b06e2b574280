import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date';

describe('date formats', () => {
  it('shows DD/MM/YYYY HH:mm:ss in UTC', () => {
    expect(formatDateTime('2025-03-09T23:30:05.000Z')).toBe('09/03/2025 23:30:05');
    expect(formatDateTime('2025-03-10T01:30:05+02:00')).toBe('09/03/2025 23:30:05');
  });

  it('shows DD/MM/YYYY', () => {
    expect(formatDate('2025-12-31T23:59:59Z')).toBe('31/12/2025');
  });
});
