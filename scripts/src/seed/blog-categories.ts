import type { StoredBlogCategory } from '@app/functions/content/blog-table';

/** The blog's categories (spec §2 category pages), in the order of the chips. */
export const BLOG_CATEGORIES: StoredBlogCategory[] = [
  {
    entity: 'BlogCategory',
    position: 1,
    slug: 'porady',
    title: { pl: 'Porady podróżnicze', en: 'Travel tips', de: 'Reisetipps' },
    intro: {
      pl: 'Jak kupić wakacje u niemieckiego touroperatora, kiedy rezerwować i o czym pamiętać przed wylotem.',
      en: 'How to book a holiday with a German tour operator, when to book and what to remember before you fly.',
      de: 'Wie Sie Urlaub bei einem deutschen Reiseveranstalter buchen, wann sich das lohnt und woran Sie vor dem Abflug denken sollten.',
    },
  },
  {
    entity: 'BlogCategory',
    position: 2,
    slug: 'kierunki',
    title: { pl: 'Kierunki', en: 'Destinations', de: 'Reiseziele' },
    intro: {
      pl: 'Przewodniki po miejscach, do których najchętniej latają nasi klienci – z radami, kiedy jechać i gdzie szukać hotelu.',
      en: 'Guides to the places our customers fly to most, with advice on when to go and where to look for a hotel.',
      de: 'Reiseführer zu den Zielen, die unsere Kunden am liebsten ansteuern – mit Tipps zur besten Reisezeit und Hotellage.',
    },
  },
  {
    entity: 'BlogCategory',
    position: 3,
    slug: 'wakacje-z-dziecmi',
    title: { pl: 'Wakacje z dziećmi', en: 'Family holidays', de: 'Familienurlaub' },
    intro: {
      pl: 'Sprawdzone kierunki i hotele dla rodzin: krótkie loty, płytkie plaże, aquaparki i zniżki dla dzieci.',
      en: 'Tried and tested destinations and hotels for families: short flights, shallow beaches, water parks and child discounts.',
      de: 'Bewährte Reiseziele und Hotels für Familien: kurze Flüge, flache Strände, Wasserparks und Kinderermäßigungen.',
    },
  },
];
