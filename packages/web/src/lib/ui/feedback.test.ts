import { describe, expect, it } from 'vitest';
import { feedbackWanted, setFeedbackApi, subscribeFeedbackWanted, toastError, withFeedback, type FeedbackApi } from './feedback';

describe('feedback on first use', () => {
  it('queues calls made before the bridge mounts, asks for it once, and runs them in order when it arrives', () => {
    const asked: number[] = [];
    const unsubscribe = subscribeFeedbackWanted(() => asked.push(1));
    const calls: string[] = [];
    expect(feedbackWanted()).toBe(false);
    toastError('first');
    withFeedback(() => calls.push('dialog'));
    expect(feedbackWanted()).toBe(true);
    expect(asked).toEqual([1]);
    expect(calls).toEqual([]);
    const api = { message: { error: ({ content }: { content: string }) => calls.push(`toast ${content}`) } } as unknown as FeedbackApi;
    setFeedbackApi(api);
    expect(calls).toEqual(['toast first', 'dialog']);
    // Once mounted, calls run at once.
    withFeedback(() => calls.push('later'));
    expect(calls.at(-1)).toBe('later');
    unsubscribe();
  });
});
