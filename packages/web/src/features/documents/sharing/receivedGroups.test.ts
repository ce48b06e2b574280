import type { ReceivedDocument } from '@vault/contract';
import { describe, expect, it } from 'vitest';
import { groupByCustomer, receivedTarget } from './receivedGroups';

let next = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;
const CHEN = uuid();
const ALICE = uuid();

function received(customerProfileId: string, customerName: string, docTypeName: string, extra: Partial<ReceivedDocument> = {}): ReceivedDocument {
  return {
    grantId: uuid(),
    docId: uuid(),
    version: 1,
    docType: 'UB',
    docTypeName,
    customerProfileId,
    customerName,
    ownerName: customerName,
    status: 'VALID',
    dateOfExpiry: null,
    sourceKind: 'PDF',
    pageCount: 1,
    downloadable: true,
    since: '2026-11-20T10:00:00.000Z',
    caseKind: 'SHARE',
    ...extra,
  };
}

describe('groupByCustomer', () => {
  it('groups by customer in the order of their newest share, keeping the server order inside a group', () => {
    const list = [
      received(CHEN, 'Chen Trading Ltd', 'Passport', { ownerName: 'Daniel Okoro' }),
      received(ALICE, 'Alice Walker', 'Utility Bill'),
      received(CHEN, 'Chen Trading Ltd', 'Certificate of Incorporation'),
    ];
    const groups = groupByCustomer(list);
    expect(groups.map((g) => [g.customerName, g.documents.map((d) => d.docTypeName)])).toEqual([
      ['Chen Trading Ltd', ['Passport', 'Certificate of Incorporation']],
      ['Alice Walker', ['Utility Bill']],
    ]);
  });

  it('keeps two grants of the same document (two versions) as two rows', () => {
    const first = received(CHEN, 'Chen Trading Ltd', 'Passport', { version: 2 });
    const second = { ...first, grantId: uuid(), version: 1 };
    expect(groupByCustomer([first, second])[0]!.documents.map((d) => d.version)).toEqual([2, 1]);
  });

  it('separates two customers with the same name', () => {
    expect(groupByCustomer([received(CHEN, 'Same', 'A'), received(ALICE, 'Same', 'B')])).toHaveLength(2);
  });
});

describe('receivedTarget', () => {
  it('opens exactly the granted version, with its download permission', () => {
    const doc = received(CHEN, 'Chen Trading Ltd', 'Passport', { version: 3, downloadable: false });
    expect(receivedTarget(doc)).toEqual({ docId: doc.docId, version: 3, downloadable: false });
  });
});
