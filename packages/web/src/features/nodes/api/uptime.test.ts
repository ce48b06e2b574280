import { describe, expect, it } from 'vitest';
import { splitUptime } from './uptime';

describe('splitUptime', () => {
  it('splits seconds into hours, minutes and seconds', () => {
    expect(splitUptime(0)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(splitUptime(3723.9)).toEqual({ hours: 1, minutes: 2, seconds: 3 });
    expect(splitUptime(90061)).toEqual({ hours: 25, minutes: 1, seconds: 1 });
  });
});
