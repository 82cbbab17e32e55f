import { describe, expect, it } from 'vitest';
import { defaultPostcodeRule, nameInSentence, normalTaxNumber, postcodeProblem, taxNumberProblem } from './shop-locale.js';

const zip = { name: 'ZIP code', pattern: '^[0-9]{5}(-[0-9]{4})?$', example: '62701' };
const british = { name: 'Postcode', pattern: '^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$', example: 'SW1A 1AA' };
const ein = { name: 'EIN', pattern: '^[0-9]{9}$', example: '12-3456789' };

describe("the shop's locale rules", () => {
  it('holds a postcode to the whole pattern, in any case, around spaces typed before and after', () => {
    expect(postcodeProblem(zip, ' 62701 ')).toBeNull();
    expect(postcodeProblem(zip, '62701-1234')).toBeNull();
    for (const bad of ['6270', '627011', '62701-12', 'x62701', '62701x']) expect(postcodeProblem(zip, bad)).toBe('ZIP code must look like 62701');
    expect(postcodeProblem(zip, '  ')).toBe('ZIP code is required');
    expect(postcodeProblem(british, 'sw1a 1aa')).toBeNull();
    expect(postcodeProblem(british, '62701')).toBe('Postcode must look like SW1A 1AA');
  });

  it('takes any letters and digits when the shop declares no postcode rule', () => {
    expect(postcodeProblem(defaultPostcodeRule, 'LS1 4DY')).toBeNull();
    expect(postcodeProblem(defaultPostcodeRule, '10115')).toBeNull();
    expect(postcodeProblem(defaultPostcodeRule, '<b>')).not.toBeNull();
  });

  it('reads a tax number without its spaces, dots and dashes, upper case', () => {
    expect(normalTaxNumber(' gb 123.456-789 ')).toBe('GB123456789');
    expect(taxNumberProblem(ein, '12-3456789')).toBeNull();
    expect(taxNumberProblem(ein, '12-345678')).toBe('EIN must look like 12-3456789');
    expect(taxNumberProblem(ein, ' - ')).toBe('EIN is required');
  });

  it('names a rule inside a sentence as it is written, lower-casing only an ordinary word', () => {
    expect(nameInSentence(british.name)).toBe('postcode');
    expect(nameInSentence(zip.name)).toBe('ZIP code');
    expect(nameInSentence(ein.name)).toBe('EIN');
    expect(nameInSentence('Sales tax')).toBe('sales tax');
    expect(nameInSentence('VAT')).toBe('VAT');
  });
});
