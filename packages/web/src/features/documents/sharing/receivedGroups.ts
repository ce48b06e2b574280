import type { ReceivedDocument } from '@vault/contract';

/** The documents one customer shared with the acting profile. */
export interface CustomerGroup {
  customerProfileId: string;
  customerName: string;
  documents: ReceivedDocument[];
}

/**
 * Groups what was shared with us by customer, customers in the order of their newest share (the server
 * lists newest first) and each customer's documents in that same order.
 */
export function groupByCustomer(documents: readonly ReceivedDocument[]): CustomerGroup[] {
  const groups = new Map<string, CustomerGroup>();
  for (const doc of documents) {
    const group = groups.get(doc.customerProfileId) ?? { customerProfileId: doc.customerProfileId, customerName: doc.customerName, documents: [] };
    group.documents.push(doc);
    groups.set(doc.customerProfileId, group);
  }
  return [...groups.values()];
}

/** What opens in the viewer for a received document: exactly the granted version, downloadable or not. */
export interface ReceivedTarget {
  docId: string;
  version: number;
  downloadable: boolean;
}

export const receivedTarget = (doc: ReceivedDocument): ReceivedTarget => ({ docId: doc.docId, version: doc.version, downloadable: doc.downloadable });
