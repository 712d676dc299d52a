import { describe, expect, it } from 'vitest';
import {
  addMonths,
  expiryAfterUpload,
  extensionAfterSuperStamp,
  extensionAfterSuperStampRefund,
  extensionAtUpload,
  isVideoExpired,
  isVideoExpiringSoon,
  videoLimitDate,
} from './video-retention.ts';

const d = (iso: string) => new Date(iso);

describe('video retention (spec §1, §4) with a fixed clock', () => {
  const uploadedAt = d('2026-03-15T10:00:00Z');

  it('keeps a new upload 2 months', () => {
    expect(expiryAfterUpload(uploadedAt)).toEqual(d('2026-05-15T10:00:00Z'));
    // The month's last day when the day does not exist two months later.
    expect(addMonths(d('2025-12-31T08:00:00Z'), 2)).toEqual(d('2026-02-28T08:00:00Z'));
  });

  it('is expired only once its limit is before today', () => {
    const video = { DateExpiration: expiryAfterUpload(uploadedAt), DateProlongation: null };
    expect(isVideoExpired(video, d('2026-05-15T23:00:00Z'))).toBe(false);
    expect(isVideoExpired(video, d('2026-05-16T00:00:01Z'))).toBe(true);
    expect(isVideoExpired({ DateExpiration: null, DateProlongation: null }, d('2030-01-01T00:00:00Z'))).toBe(
      false,
    );
  });

  it('lets a SuperStamp extend by one year from the current limit, or from its day once expired', () => {
    const video = { DateExpiration: expiryAfterUpload(uploadedAt), DateProlongation: null };
    expect(extensionAfterSuperStamp(video, d('2026-04-01T00:00:00Z'))).toEqual(d('2027-05-15T10:00:00Z'));
    expect(extensionAfterSuperStamp(video, d('2026-09-01T00:00:00Z'))).toEqual(d('2027-09-01T00:00:00Z'));
  });

  it('keeps a file uploaded while the film’s SuperStamp runs at least until its end', () => {
    const until = d('2027-03-01T00:00:00Z');
    expect(extensionAtUpload(null, until, d('2026-06-01T00:00:00Z'))).toEqual(until);
    expect(extensionAtUpload(d('2027-06-01T00:00:00Z'), until, d('2026-06-01T00:00:00Z'))).toEqual(
      d('2027-06-01T00:00:00Z'),
    );
    expect(extensionAtUpload(null, until, d('2027-04-01T00:00:00Z'))).toBeNull();
    expect(extensionAtUpload(null, null, d('2026-06-01T00:00:00Z'))).toBeNull();
  });

  it('takes the later of expiry and extension as the limit', () => {
    const expiry = d('2026-08-01T00:00:00Z');
    const extension = d('2026-07-01T00:00:00Z');
    expect(videoLimitDate({ DateExpiration: expiry, DateProlongation: extension })).toEqual(expiry);
    expect(videoLimitDate({ DateExpiration: null, DateProlongation: extension })).toEqual(extension);
  });

  it('says the video expires soon within 14 days of its limit', () => {
    const video = { DateExpiration: d('2026-05-15T10:00:00Z'), DateProlongation: null };
    expect(isVideoExpiringSoon(video, d('2026-04-30T10:00:00Z'))).toBe(false);
    expect(isVideoExpiringSoon(video, d('2026-05-01T10:00:00Z'))).toBe(true);
    expect(isVideoExpiringSoon(video, d('2026-05-17T10:00:00Z'))).toBe(false);
  });
});

describe('extensionAfterSuperStampRefund', () => {
  const at = (day: string) => new Date(`${day}T12:00:00Z`);
  const none = { submittedAt: [], superStampUntil: null };

  it('takes the year off', () => {
    expect(extensionAfterSuperStampRefund(at('2026-09-10'), none)).toEqual(at('2025-09-10'));
  });

  it('keeps the later of what remains: an entry still sent, a SuperStamp still running', () => {
    const current = at('2026-09-10');
    expect(
      extensionAfterSuperStampRefund(current, { submittedAt: [at('2025-10-01')], superStampUntil: null }),
    ).toEqual(at('2025-12-01'));
    expect(
      extensionAfterSuperStampRefund(current, {
        submittedAt: [at('2025-10-01')],
        superStampUntil: at('2026-03-01'),
      }),
    ).toEqual(at('2026-03-01'));
  });

  it('never lengthens storage, and leaves a video without extension alone', () => {
    const current = at('2026-01-01');
    expect(
      extensionAfterSuperStampRefund(current, { submittedAt: [], superStampUntil: at('2027-01-01') }),
    ).toEqual(current);
    expect(
      extensionAfterSuperStampRefund(null, { submittedAt: [at('2026-01-01')], superStampUntil: null }),
    ).toBeNull();
  });
});
