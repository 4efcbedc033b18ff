import { FILES_PATH } from '../services/site-facts';

/**
 * The addresses outside the site live in the contract's facts: the server's `LINK_*` settings
 * replace them and every page reads them from there.
 */
export {
  defaultExternalLinks,
  type ExternalLinkName,
  type ExternalLinks,
  externalLinkNames,
} from '../services/site-facts';

/** Where the server publishes the desktop installer (see FILES_DIR in the README). */
export const INSTALLER_PATH = `${FILES_PATH}/SignalHand-Setup-win-x64.zip`;
