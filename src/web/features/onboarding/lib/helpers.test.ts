import { describe, expect, it } from 'vitest';
import { onlyDigits } from './digits.ts';
import { moveItem } from './move-item.ts';
import { primaryContactOption } from './primary-contact.ts';
import { fitWithin, outputFormat, renamed } from './scale-image.ts';
import { toggleLimited, toggleSingle } from './toggle.ts';

describe('toggleLimited', () => {
  it('adds until the limit, then ignores extra selections', () => {
    expect(toggleLimited([], 'a', 2)).toEqual(['a']);
    expect(toggleLimited(['a'], 'b', 2)).toEqual(['a', 'b']);
    expect(toggleLimited(['a', 'b'], 'c', 2)).toEqual(['a', 'b']);
  });
  it('removes a selected one', () => expect(toggleLimited(['a', 'b'], 'a', 2)).toEqual(['b']));
});

it('toggleSingle deselects when chosen again', () => {
  expect(toggleSingle(undefined, 'x')).toBe('x');
  expect(toggleSingle('x', 'y')).toBe('y');
  expect(toggleSingle('x', 'x')).toBeUndefined();
});

it('moveItem moves and clamps', () => {
  expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
  expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  expect(moveItem(['a', 'b'], 1, 5)).toEqual(['a', 'b']);
  expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
});

it('onlyDigits keeps digits up to a length', () => {
  expect(onlyDigits('9a0-2 10x5', 5)).toBe('90210');
  expect(onlyDigits('19x99', 4)).toBe('1999');
});

describe('scaling rules (docs/product.md §15)', () => {
  it('fits the longest side within 1024 px and never enlarges', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1024, height: 768 });
    expect(fitWithin(600, 2048)).toEqual({ width: 300, height: 1024 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
  it('keeps the own type at 0.9 for owner/logo, JPEG 0.7 for products', () => {
    expect(outputFormat('single', 'image/png')).toEqual({ type: 'image/png', quality: 0.9 });
    expect(outputFormat('single', 'image/jpeg')).toEqual({ type: 'image/jpeg', quality: 0.9 });
    expect(outputFormat('product', 'image/png')).toEqual({ type: 'image/jpeg', quality: 0.7 });
  });
  it('renames to the output extension', () => {
    expect(renamed('shop.PNG', 'image/jpeg')).toBe('shop.jpg');
    expect(renamed('logo', 'image/png')).toBe('logo.png');
  });
});

describe('primaryContactOption', () => {
  const base = { businessEmail: 'hi@shop.com', websiteUrl: 'shop.com' };
  it('maps stored email / website values back to their options', () => {
    expect(primaryContactOption({ ...base, primaryContact: 'hi@shop.com' })).toBe('Email');
    expect(primaryContactOption({ ...base, primaryContact: 'shop.com' })).toBe('Business Website');
  });
  it('keeps option names and handles empty values', () => {
    expect(primaryContactOption({ ...base, primaryContact: 'Instagram' })).toBe('Instagram');
    expect(primaryContactOption({ ...base, primaryContact: null })).toBeUndefined();
  });
});
