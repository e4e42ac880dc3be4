import { z } from 'zod';
import { applyContractMessages } from '../../contract/messages';

// zod compiles fast parsers with new Function, which the content security policy forbids (no eval), and
// even probing for it reports a violation. Set before any schema is built: schemas decide when they are
// made, so this module is the first the app imports.
z.config({ jitless: true });
applyContractMessages();
