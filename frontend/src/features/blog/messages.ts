/**
 * The blog, its articles and the recommended-region pages (spec §2).
 * pl is the reference; en and de are typed against it, so a missing key does not compile.
 * app/intl/catalogues.ts puts every folder's messages together into the site's catalogues.
 */
export const blogPl = {
  'blog.meta_description':
    'Porady przed wyjazdem, przewodniki po kierunkach i pomysły na wakacje z dziećmi od biura Wakacje z Niemiec.',
  'blog.intro': 'Porady, przewodniki po kierunkach i pomysły na rodzinne wakacje – od ludzi, którzy tam byli.',
  'blog.search_label': 'Szukaj w poradniku',
  'blog.search_submit': 'Szukaj',
  'blog.categories_label': 'Kategorie',
  'blog.category_all': 'Wszystkie',
  'blog.results': '{count, plural, one {# artykuł} few {# artykuły} many {# artykułów} other {# artykułu}}',
  'blog.loading': 'Wczytywanie artykułów…',
  'blog.empty.title': 'Nic nie znaleźliśmy',
  'blog.empty.text':
    'Żaden artykuł nie pasuje do „{q}”. Sprawdź pisownię, wpisz krótsze hasło albo przejrzyj wszystkie artykuły.',
  'blog.empty.clear': 'Pokaż wszystkie artykuły',
  'blog.pagination': 'Strony artykułów',
  'blog.article.back': 'Wszystkie artykuły',
  'blog.article.loading': 'Wczytywanie artykułu…',
  'blog.article.curiosities': 'Czy wiesz, że…?',
  'blog.article.related_offers': 'Oferty w tym regionie',
  'blog.article.more_in_category': 'Więcej w kategorii {category}',
  'blog.offers.empty': 'Na razie nie mamy tu wolnych ofert. Zajrzyj do wyszukiwarki – codziennie dochodzą nowe.',
  'blog.not_found.article': 'Nie znaleźliśmy tego artykułu',
  'blog.not_found.category': 'Nie ma takiej kategorii',
  'blog.not_found.text':
    'Mógł zostać przeniesiony albo adres zawiera literówkę. Zajrzyj do listy wszystkich artykułów.',
  'blog.category.empty': 'W tej kategorii nie ma jeszcze artykułów.',
  'blog.other_categories': 'Wyniki tylko z kategorii „{category}”.',
  'blog.other_categories.link':
    'Szukaj we wszystkich kategoriach ({count, plural, one {# artykuł} few {# artykuły} many {# artykułów} other {# artykułu}})',
  'region_group.exotic.intro':
    'Karaiby, Azja i Bliski Wschód: ciepło przez cały rok, rafy koralowe i plaże z białym piaskiem. Zimą najlepszy pomysł na słońce.',
  'region_group.nearby.intro':
    'Krótki lot, często bez paszportu: Chorwacja, Bułgaria, Włochy i Grecja. Idealne na tydzień i na wakacje z małymi dziećmi.',
  'region_group.far.intro':
    'Turcja, Egipt, Wyspy Kanaryjskie i Cypr – dalej niż Adriatyk, ale bez długiej podróży. Ciepłe morze od wiosny do późnej jesieni.',
  'region_group.regions': 'Kraje i ceny',
  'region_group.regions_loading': 'Wczytywanie regionów…',
  'region_group.articles': 'Poczytaj przed wyjazdem',
  'region_group.offers': 'Najtańsze oferty',
} satisfies Record<string, string>;

type Keys = keyof typeof blogPl;

export const blogEn: Record<Keys, string> = {
  'blog.meta_description':
    'Tips before you go, destination guides and ideas for family holidays from Wakacje z Niemiec.',
  'blog.intro': 'Tips, destination guides and family holiday ideas – from people who have been there.',
  'blog.search_label': 'Search the guide',
  'blog.search_submit': 'Search',
  'blog.categories_label': 'Categories',
  'blog.category_all': 'All',
  'blog.results': '{count, plural, one {# article} other {# articles}}',
  'blog.loading': 'Loading articles…',
  'blog.empty.title': 'Nothing found',
  'blog.empty.text': 'No article matches "{q}". Check the spelling, try a shorter word or browse all articles.',
  'blog.empty.clear': 'Show all articles',
  'blog.pagination': 'Article pages',
  'blog.article.back': 'All articles',
  'blog.article.loading': 'Loading the article…',
  'blog.article.curiosities': 'Did you know?',
  'blog.article.related_offers': 'Offers in this region',
  'blog.article.more_in_category': 'More in {category}',
  'blog.offers.empty': 'There are no offers here right now. Try the search – new ones arrive every day.',
  'blog.not_found.article': 'We could not find this article',
  'blog.not_found.category': 'There is no such category',
  'blog.not_found.text': 'It may have moved, or the address has a typo. Have a look at the list of all articles.',
  'blog.category.empty': 'There are no articles in this category yet.',
  'blog.other_categories': 'Results from the category "{category}" only.',
  'blog.other_categories.link': 'Search all categories ({count, plural, one {# article} other {# articles}})',
  'region_group.exotic.intro':
    'The Caribbean, Asia and the Middle East: warm all year, coral reefs and white sandy beaches. The best idea for sunshine in winter.',
  'region_group.nearby.intro':
    'A short flight, often without a passport: Croatia, Bulgaria, Italy and Greece. Ideal for a week away and for holidays with small children.',
  'region_group.far.intro':
    'Turkey, Egypt, the Canary Islands and Cyprus – further than the Adriatic, without a long journey. A warm sea from spring to late autumn.',
  'region_group.regions': 'Countries and prices',
  'region_group.regions_loading': 'Loading regions…',
  'region_group.articles': 'Read before you go',
  'region_group.offers': 'Cheapest offers',
};

export const blogDe: Record<Keys, string> = {
  'blog.meta_description':
    'Tipps vor der Reise, Reiseführer zu beliebten Zielen und Ideen für den Familienurlaub von Wakacje z Niemiec.',
  'blog.intro': 'Tipps, Reiseführer und Ideen für den Familienurlaub – von Menschen, die selbst dort waren.',
  'blog.search_label': 'Im Ratgeber suchen',
  'blog.search_submit': 'Suchen',
  'blog.categories_label': 'Kategorien',
  'blog.category_all': 'Alle',
  'blog.results': '{count, plural, one {# Artikel} other {# Artikel}}',
  'blog.loading': 'Artikel werden geladen…',
  'blog.empty.title': 'Nichts gefunden',
  'blog.empty.text':
    'Kein Artikel passt zu „{q}“. Prüfen Sie die Schreibweise, versuchen Sie ein kürzeres Wort oder sehen Sie sich alle Artikel an.',
  'blog.empty.clear': 'Alle Artikel anzeigen',
  'blog.pagination': 'Artikelseiten',
  'blog.article.back': 'Alle Artikel',
  'blog.article.loading': 'Artikel wird geladen…',
  'blog.article.curiosities': 'Schon gewusst?',
  'blog.article.related_offers': 'Angebote in dieser Region',
  'blog.article.more_in_category': 'Mehr in {category}',
  'blog.offers.empty': 'Hier gibt es gerade keine Angebote. Versuchen Sie die Suche – täglich kommen neue hinzu.',
  'blog.not_found.article': 'Diesen Artikel haben wir nicht gefunden',
  'blog.not_found.category': 'Diese Kategorie gibt es nicht',
  'blog.not_found.text':
    'Er wurde vielleicht verschoben, oder die Adresse enthält einen Tippfehler. Sehen Sie sich die Liste aller Artikel an.',
  'blog.category.empty': 'In dieser Kategorie gibt es noch keine Artikel.',
  'blog.other_categories': 'Nur Ergebnisse aus der Kategorie „{category}“.',
  'blog.other_categories.link': 'In allen Kategorien suchen ({count, plural, one {# Artikel} other {# Artikel}})',
  'region_group.exotic.intro':
    'Karibik, Asien und Naher Osten: ganzjährig warm, Korallenriffe und weiße Sandstrände. Die beste Idee für Sonne im Winter.',
  'region_group.nearby.intro':
    'Ein kurzer Flug, oft ohne Reisepass: Kroatien, Bulgarien, Italien und Griechenland. Ideal für eine Woche und für den Urlaub mit kleinen Kindern.',
  'region_group.far.intro':
    'Türkei, Ägypten, Kanaren und Zypern – weiter als die Adria, aber ohne lange Anreise. Warmes Meer vom Frühling bis in den Spätherbst.',
  'region_group.regions': 'Länder und Preise',
  'region_group.regions_loading': 'Regionen werden geladen…',
  'region_group.articles': 'Vor der Reise lesen',
  'region_group.offers': 'Günstigste Angebote',
};
