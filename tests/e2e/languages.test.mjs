// The game page speaks the player's language: ?lang= first, else the stored choice,
// else the browser's languages, else English; the selector switches every text at
// once and is remembered; numbers follow the language.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  assertNoErrors, chooseSetting, openGame, openNewGame, openSettings, settle, shot, status, textOnceSaid, typeMove, useBrowser,
} from '../lib/harness.mjs';
import { everyEngine, sameInEveryEngine } from '../lib/engines.mjs';

const env = useBrowser();

const TO_MOVE = {
  en: 'White to move', fi: 'Valkoisen vuoro', sk: 'Na ťahu je biely',
  pt: 'Jogam as Brancas', de: 'Weiß ist am Zug', ru: 'Ход белых',
};

for (const [lang, text] of Object.entries(TO_MOVE)) {
  test(`lang_${lang}_in_the_address_translates_the_page`, sameInEveryEngine(), async () => {
    const { page } = await openGame(env, { query: `?lang=${lang}` });
    assert.equal(await status(page), text);
    assert.equal(await page.attr('html', 'lang'), lang);
    // The settings dialog (fetched when first opened) shows the language chosen.
    await openSettings(page);
    assert.equal(await page.value('#language'), lang);
    await page.click('#settings-close');
    await page.waitForSelector('#settings', { hidden: true });
    // Of the languages' files (www/i18n/<code>/, chunks/i18n/<code>/ in the build) the
    // page fetched its language's game catalog alone: English's is in its script.
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname).filter((file) => file.includes('/chunks/i18n/')));
    if (lang === 'en') assert.deepEqual(fetched, [], 'an English page fetches no language file');
    else {
      assert.equal(fetched.length, 1, `one language file: ${fetched.join(', ')}`);
      assert.match(fetched[0], new RegExp(`/chunks/i18n/${lang}/game-\\w+\\.js$`));
    }
    // Static texts and labels are in the language too.
    const english = { newGame: 'New game', board: 'Jarmo board' };
    if (lang !== 'en') {
      assert.notEqual(await page.text('#new-game'), english.newGame);
      assert.notEqual(await page.attr('#board', 'aria-label'), english.board);
    }
    await typeMove(page, 'a1-c2');
    assert.notEqual(await page.text('#announce'), '');
    await settle(page);
    if (lang === 'de' || lang === 'ru') await shot(page, `lang-${lang}`);
    await assertNoErrors(page);
    await page.close();
  });
}

test('statistics_and_points_follow_the_languages_number_format', sameInEveryEngine(), async () => {
  const seeded = () => localStorage.setItem('jarmo.stats.v1', JSON.stringify({ version: 1, white: 3, black: 2, draw: 2 }));
  const { page } = await openGame(env, { query: '?lang=de', init: seeded });
  // German puts a (no-break) space before the percent sign and a comma before the decimals.
  assert.match(await page.text('#stats-white'), /^3 \(42,86\s%\)$/u);
  assert.match(await page.text('#stats-black'), /^2 \(28,57\s%\)$/u);
  assert.equal(await page.text('#points-white'), '5 Punkte');
  await assertNoErrors(page);
  await page.close();
});

test('the_browsers_language_is_used_when_nothing_else_is_chosen', everyEngine('locale'), async () => {
  const { page } = await openGame(env, { locale: 'fi-FI' });
  assert.equal(await page.evaluate(() => navigator.language), 'fi-FI', 'the browser speaks Finnish');
  assert.equal(await status(page), TO_MOVE.fi);
  await assertNoErrors(page);
  await page.close();
  // (A language of ours by its region, ja-JP as ja, is pickLanguage's unit test: in
  // WebKit each browser language is a browser of its own, started anew.)
  const third = await openGame(env, { locale: 'sv-SE' });
  assert.equal(await third.page.evaluate(() => navigator.language), 'sv-SE', 'the browser speaks Swedish');
  assert.equal(await status(third.page), TO_MOVE.en, 'a language we do not have falls back to English');
  await assertNoErrors(third.page);
  await third.page.close();
});

test('the_selector_switches_every_text_at_once_and_is_remembered', sameInEveryEngine(), async () => {
  const { page } = await openGame(env);
  await typeMove(page, 'c1-b3');
  await chooseSetting(page, '#language', 'sk');
  await page.waitFor(() => document.documentElement.lang === 'sk');
  assert.equal(await status(page), 'Na ťahu je čierny');
  assert.equal(await page.text('#new-game'), 'Nová hra');
  assert.equal(await page.text('#points-white'), '5 bodov');
  assert.match(await page.text('#board-desc'), /^Bieli lukostrelci: a1, b1, d1, e1, b3\./);
  // The rules link leads to the rules in Slovak, and keeps the game for the way back.
  const rules = new URL(await page.evaluate(() => document.getElementById('rules-link').href));
  assert.equal(rules.pathname, '/jarmo/www/rules.html');
  assert.equal(rules.searchParams.get('lang'), 'sk');
  assert.match(decodeURIComponent(rules.hash), /c1-b3/);
  // The reload resumes the game (Black to move) in the stored language.
  await page.reload();
  await page.waitForSelector('body.ready');
  assert.equal(await status(page), 'Na ťahu je čierny');
  // ?lang= wins over the stored choice for that visit, and leaves it stored.
  await page.goto(`${env.server.url}?lang=pt`);
  await page.waitForSelector('body.ready');
  assert.equal(await status(page), 'Jogam as Pretas');
  assert.equal(await page.evaluate(() => localStorage.getItem('jarmo.lang')), 'sk');
  await assertNoErrors(page);
  await page.close();
});

test('back_in_english_the_pages_own_words_come_with_their_catalog_which_an_english_visit_never_fetches', sameInEveryEngine(), async () => {
  const { page } = await openGame(env, { query: '?lang=en' });
  const pageWords = () => page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\/i18n\/en\/page-/.test(e.name)).length);
  assert.equal(await pageWords(), 0, 'the page is served in these words');
  await chooseSetting(page, '#language', 'de');
  await page.waitFor(() => document.documentElement.lang === 'de');
  assert.equal(await page.text('#new-game'), 'Neues Spiel');
  await chooseSetting(page, '#language', 'en');
  await page.waitFor(() => document.documentElement.lang === 'en');
  assert.equal(await page.text('#new-game'), 'New game');
  assert.equal(await page.text('.tagline'), 'the Tatar game of archers');
  assert.equal(await page.text('#stats-title'), 'Finished games');
  assert.equal(await pageWords(), 1, 'fetched to put the page into English again');
  await assertNoErrors(page);
  await page.close();
});

test('a_refused_move_is_explained_in_the_language', sameInEveryEngine(), async () => {
  const { page } = await openGame(env, { query: '?lang=fi' });
  await page.click('#move-play');
  assert.equal(await page.text('#move-error'), 'Kirjoita ensin siirto, esimerkiksi a1-c2 tai @b1.');
  await assertNoErrors(page);
  await page.close();
});

test('the_names_of_a_game_with_a_friend_are_optional_in_german_too', sameInEveryEngine(), async () => {
  // "freiwillig" is "voluntary": the German for a field one may leave empty is "optional".
  const { page } = await openGame(env, { query: '?lang=de' });
  await openNewGame(page);
  await page.check('#players-form input[name="mode"][value="friend"]');
  for (const field of ['you', 'them']) {
    assert.equal(await page.attr(`#players-form input[name="${field}"]`, 'placeholder'), 'optional', field);
  }
  await page.click('#new-dialog button[value="cancel"]');
  await assertNoErrors(page);
  await page.close();
});

test('the_rules_link_keeps_language_and_colours', sameInEveryEngine(), async () => {
  const { page } = await openGame(env, { query: '?lang=de&theme=dark' });
  await page.click('#rules-link');
  await page.waitFor(() => location.pathname.endsWith('/www/rules.html') && document.body?.dataset.ready);
  assert.equal(await page.text('h1'), 'So spielt man Jarmo');
  assert.equal(await page.attr('html', 'data-theme'), 'dark');
  assert.equal(await page.attr('html', 'lang'), 'de');
  await assertNoErrors(page);
  await page.close();
});

test('the_cores_reasons_are_said_in_the_language_by_their_code', sameInEveryEngine(), async () => {
  const { page } = await openGame(env, { query: '?lang=de' });
  await typeMove(page, 'a1-c3');
  assert.equal(await textOnceSaid(page, '#move-error', 'Keine Linie verbindet a1 und c3.'), 'Keine Linie verbindet a1 und c3.');
  await typeMove(page, 'a5-b3');
  assert.equal(await textOnceSaid(page, '#move-error', 'Der Bogenschütze auf a5 gehört der anderen Seite.'),
    'Der Bogenschütze auf a5 gehört der anderen Seite.');
  await assertNoErrors(page);
  await page.close();
  const bad = await openGame(env, { query: '?lang=ru&position=bbbbb/5/5/5/wwwww%20x%20-%20-' });
  assert.equal(await bad.page.text('#setup-error'),
    'Позицию из адреса нельзя расставить: «x» не говорит, чей ход: используйте w или b. Вместо неё начинается новая игра с начальной позиции.');
  await assertNoErrors(bad.page);
  await bad.page.close();
});
