import { describe, expect, it } from 'vitest';
import { readGroupEnquiryPrefill } from './group-enquiry-prefill.ts';

describe('group enquiry starting values (GROUP-03, CONST-02, D5)', () => {
  it.each([
    ['2026-07-15', '2026-07-16', '2026-08-15'],
    ['2026-01-31', '2026-02-01', '2026-02-28'],
    ['2028-01-31', '2028-02-01', '2028-02-29'],
    ['2026-03-31', '2026-04-01', '2026-04-30'],
    ['2026-02-28', '2026-03-01', '2026-03-28'],
    ['2026-12-31', '2027-01-01', '2027-01-31'],
  ])('without a query, on %s, run from tomorrow (%s) to one month ahead (%s)', (today, from, to) => {
    expect(readGroupEnquiryPrefill('', today)).toEqual({ regions: [], destination: '', dateFrom: from, dateTo: to });
  });

  it('takes over what the search form chose', () => {
    expect(
      readGroupEnquiryPrefill(
        '?date_from=2026-08-01&date_to=2026-08-20&regions=2,1&destination=Grecja%2C+Turcja',
        '2026-07-15',
      ),
    ).toEqual({ regions: [2, 1], destination: 'Grecja, Turcja', dateFrom: '2026-08-01', dateTo: '2026-08-20' });
  });

  it('drops malformed, past or disordered values', () => {
    expect(readGroupEnquiryPrefill('date_from=2026-02-30&date_to=soon&regions=x,-3,7', '2026-07-15')).toEqual({
      regions: [7],
      destination: '',
      dateFrom: '2026-07-16',
      dateTo: '2026-08-15',
    });
    expect(readGroupEnquiryPrefill('date_from=2026-07-15&date_to=2026-07-01', '2026-07-15')).toMatchObject({
      dateFrom: '2026-07-16',
      dateTo: '2026-08-15',
    });
    expect(readGroupEnquiryPrefill(`destination=${'x'.repeat(300)}`, '2026-07-15').destination).toHaveLength(200);
  });
});
