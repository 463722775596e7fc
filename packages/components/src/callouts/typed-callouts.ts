import { typedCallout } from './callout.js';

export const Note = typedCallout('note', 'Note');
export const Info = typedCallout('info', 'Info');
export const Tip = typedCallout('tip', 'Tip');
export const Warning = typedCallout('warning', 'Warning');
export const Check = typedCallout('check', 'Check');
export const Danger = typedCallout('danger', 'Danger');
