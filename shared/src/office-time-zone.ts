/**
 * The agency's clock: server-side date arithmetic (today, deadlines, badges, SEO dates) and the
 * times shown in e-mails and PDFs count Warsaw days and hours (decision D3). Both markets share
 * CET/CEST, so a Polish and a German traveller see the same dates.
 */
export const OFFICE_TIME_ZONE = 'Europe/Warsaw';
