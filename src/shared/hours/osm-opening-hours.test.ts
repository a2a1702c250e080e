import { describe, expect, it } from 'vitest';
import { emptyWeek, type OpeningHours } from './hours-schema.ts';
import { osmOpeningHours } from './osm-opening-hours.ts';

const hours = (week: Partial<OpeningHours['week']>, byAppointment = false): OpeningHours => ({
  week: { ...emptyWeek(), ...week },
  byAppointment,
  note: null,
});
const nineToFive = [{ opens: '09:00', closes: '17:00' }];

describe('osmOpeningHours', () => {
  it('says nothing for no hours or an empty week', () => {
    expect(osmOpeningHours(null)).toBe('');
    expect(osmOpeningHours(hours({}))).toBe('');
  });

  it('spans three or more days with the same ranges, and lists two one by one', () => {
    expect(osmOpeningHours(hours({ mon: nineToFive, tue: nineToFive, wed: nineToFive }))).toBe(
      'Mo-We 09:00-17:00',
    );
    expect(osmOpeningHours(hours({ sat: nineToFive, sun: nineToFive }))).toBe('Sa,Su 09:00-17:00');
  });

  it('gives each set of ranges one rule, days in week order, ranges by opening time', () => {
    const split = [
      { opens: '13:00', closes: '17:00' },
      { opens: '09:00', closes: '12:00' },
    ];
    expect(
      osmOpeningHours(
        hours({
          mon: nineToFive,
          tue: nineToFive,
          wed: nineToFive,
          thu: split,
          fri: nineToFive,
          sat: [{ opens: '10:00', closes: '14:00' }],
        }),
      ),
    ).toBe('Mo-We,Fr 09:00-17:00; Th 09:00-12:00,13:00-17:00; Sa 10:00-14:00');
  });

  it('writes a range past midnight as it is entered', () => {
    expect(osmOpeningHours(hours({ fri: [{ opens: '18:00', closes: '02:00' }] }))).toBe('Fr 18:00-02:00');
  });

  it('says "by appointment" alone, or as the fallback of the week', () => {
    expect(osmOpeningHours(hours({}, true))).toBe('"by appointment"');
    expect(osmOpeningHours(hours({ mon: nineToFive }, true))).toBe('Mo 09:00-17:00 || "by appointment"');
  });
});
