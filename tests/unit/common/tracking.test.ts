import { describe, expect, it } from 'vitest';
import { cutTrackingValue, parseTracking, STRIPPED_PARAMS, stripTrackingParams } from '../../../common/rules/tracking';

describe('parseTracking', () => {
  it('is null without a network', () => {
    expect(parseTracking({})).toBeNull();
    expect(parseTracking({ ref: 'r', sub1: 's' })).toBeNull();
  });

  it('treats a network of only braces as absent', () => {
    expect(parseTracking({ network: '{}', ref: 'r' })).toBeNull();
  });

  it('ignores a non-string network', () => {
    expect(parseTracking({ network: ['a', 'b'] })).toBeNull();
    expect(parseTracking({ network: 5 })).toBeNull();
  });

  it('returns the record with nulls for missing fields', () => {
    expect(parseTracking({ network: 'net' })).toEqual({ network: 'net', ref: null, sub1: null, sub2: null, sub3: null });
  });

  it('reads every field', () => {
    expect(parseTracking({ network: 'net', ref: 'r', sub1: 'a', sub2: 'b', sub3: 'c' })).toEqual({
      network: 'net',
      ref: 'r',
      sub1: 'a',
      sub2: 'b',
      sub3: 'c',
    });
  });

  it.each(['sub', 'sub1', 'aff_sub', 'aff_sub1'])('reads %s as sub1', (key) => {
    expect(parseTracking({ network: 'net', [key]: 'x' })?.sub1).toBe('x');
  });

  it.each(['sub2', 'aff_sub2'])('reads %s as sub2', (key) => {
    expect(parseTracking({ network: 'net', [key]: 'x' })?.sub2).toBe('x');
  });

  it.each(['sub3', 'aff_sub3'])('reads %s as sub3', (key) => {
    expect(parseTracking({ network: 'net', [key]: 'x' })?.sub3).toBe('x');
  });

  it('takes the first sub1 alias in the order sub, sub1, aff_sub, aff_sub1', () => {
    const all = { network: 'n', sub: 'a', sub1: 'b', aff_sub: 'c', aff_sub1: 'd' };
    expect(parseTracking(all)?.sub1).toBe('a');
    expect(parseTracking({ ...all, sub: undefined })?.sub1).toBe('b');
    expect(parseTracking({ ...all, sub: undefined, sub1: undefined })?.sub1).toBe('c');
    expect(parseTracking({ ...all, sub: undefined, sub1: undefined, aff_sub: undefined })?.sub1).toBe('d');
  });

  it('prefers sub2 over aff_sub2 and sub3 over aff_sub3', () => {
    const record = parseTracking({ network: 'n', aff_sub2: 'y', sub2: 'x', aff_sub3: 'w', sub3: 'v' });
    expect(record?.sub2).toBe('x');
    expect(record?.sub3).toBe('v');
  });

  it('cuts a value longer than 200 characters, never through a character', () => {
    expect(cutTrackingValue('x'.repeat(199) + '😀' + 'y'.repeat(50))).toBe('x'.repeat(199));
    expect(cutTrackingValue('n'.repeat(300))).toHaveLength(200);
    expect(cutTrackingValue('short')).toBe('short');
  });

  it('strips curly braces', () => {
    const record = parseTracking({ network: '{net}', ref: '{clickid}', sub1: 'a{b}c' });
    expect(record?.network).toBe('net');
    expect(record?.ref).toBe('clickid');
    expect(record?.sub1).toBe('abc');
  });

  it('falls through to the next alias when one is only braces', () => {
    expect(parseTracking({ network: 'n', sub: '{}', sub1: 'b' })?.sub1).toBe('b');
  });

  it('ignores non-string values', () => {
    const record = parseTracking({ network: 'n', ref: 7, sub: ['a'], sub1: 'b', sub2: { x: 1 }, sub3: true });
    expect(record).toEqual({ network: 'n', ref: null, sub1: 'b', sub2: null, sub3: null });
  });
});

describe('stripTrackingParams', () => {
  it('removes every tracking parameter and cpc', () => {
    const search = '?' + STRIPPED_PARAMS.map((key) => `${key}=1`).join('&');
    expect(stripTrackingParams(search)).toBe('');
  });

  it('keeps other parameters in their order', () => {
    expect(stripTrackingParams('?b=2&network=n&a=1&cpc=0.5&sub=x&c=3')).toBe('?b=2&a=1&c=3');
  });

  it('leaves a query without tracking parameters untouched, encoding and all', () => {
    expect(stripTrackingParams('')).toBe('');
    expect(stripTrackingParams('?')).toBe('?');
    expect(stripTrackingParams('?q=a%20b&flag')).toBe('?q=a%20b&flag');
  });

  it('returns an untouched query when nothing is tracking', () => {
    expect(stripTrackingParams('?a=1')).toBe('?a=1');
  });
});

describe('STRIPPED_PARAMS', () => {
  it('lists the tracking parameters of docs/product/validation.md#tracking-parameters and cpc', () => {
    expect([...STRIPPED_PARAMS].sort()).toEqual(
      ['network', 'ref', 'sub', 'sub1', 'aff_sub', 'aff_sub1', 'sub2', 'aff_sub2', 'sub3', 'aff_sub3', 'cpc'].sort(),
    );
  });
});
