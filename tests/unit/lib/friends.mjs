// What the unit tests of games with a friend share: Anna's device and a link received
// on a device, and a notice's words as the view shows them.

import { openDevice, settle, SITE } from './device.mjs';
import { importErrorText } from '../../../www/panels/notices.js';
import { t } from '../../../www/i18n/lang.js';

/** The words of notice `key`, as the view shows them (panels/view.js). */
export function said(device, key) {
  const notice = device.view.notices.get(key);
  if (!notice) return null;
  return t(notice.text, notice.error === null ? notice.params : { ...notice.params, reason: importErrorText(notice.error) });
}

/** Anna's device: a game with Ben, she plays White. */
export async function anna() {
  const device = openDevice(`${SITE}?mode=friend&color=white&lang=en`, { names: { you: 'Anna', them: 'Ben' } });
  await settle(device);
  return device;
}

/**
 * `device` opens the link it was sent: the page loads at it, with the device's storage
 * (and, for a reload of its tab, the tab's own).
 */
export async function receive(device, link, options = {}) {
  const next = openDevice(link, { storage: device.storage, ...(options.reloaded ? { tab: device.tab } : {}), ...options });
  await settle(next);
  return next;
}
