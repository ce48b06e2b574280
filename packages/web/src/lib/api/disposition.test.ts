import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './disposition';

describe('fileNameFromDisposition (RFC 6266)', () => {
  it('prefers the UTF-8 extended name, then the quoted or bare name', () => {
    expect(fileNameFromDisposition(`attachment; filename="bill.pdf"; filename*=UTF-8''%E8%B4%A6%E5%8D%95.pdf`)).toBe('账单.pdf');
    expect(fileNameFromDisposition('attachment; filename="bank statement.xlsx"')).toBe('bank statement.xlsx');
    expect(fileNameFromDisposition('attachment; filename=plain.doc')).toBe('plain.doc');
    expect(fileNameFromDisposition(`attachment; filename="x.pdf"; filename*=UTF-8''%E0%A4`)).toBe('x.pdf');
    expect(fileNameFromDisposition('inline')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
