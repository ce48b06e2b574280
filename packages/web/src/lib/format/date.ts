import { DATE_FORMAT, DATE_TIME_FORMAT } from '@vault/contract';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** Spec §9: dates show as DD/MM/YYYY (and HH:mm:ss) in UTC. */
export function formatDateTime(iso: string): string {
  return dayjs.utc(iso).format(DATE_TIME_FORMAT);
}

export function formatDate(iso: string): string {
  return dayjs.utc(iso).format(DATE_FORMAT);
}
