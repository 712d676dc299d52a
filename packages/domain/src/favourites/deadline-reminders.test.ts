import { describe, expect, it } from 'vitest';
import { dueReminder } from './deadline-reminders.ts';

describe('dueReminder', () => {
  it('is the 14-day reminder from 14 days down to 3', () => {
    expect(dueReminder(14)).toBe(14);
    expect(dueReminder(9)).toBe(14);
    expect(dueReminder(3)).toBe(14);
  });

  it('is the 2-day reminder from 2 days down to the deadline day', () => {
    expect(dueReminder(2)).toBe(2);
    expect(dueReminder(1)).toBe(2);
    expect(dueReminder(0)).toBe(2);
  });

  it('is nothing further than 14 days away or once the deadline has passed', () => {
    expect(dueReminder(15)).toBeNull();
    expect(dueReminder(-1)).toBeNull();
  });
});
