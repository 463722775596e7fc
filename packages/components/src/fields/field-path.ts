import { createContext } from 'preact';

/** The names of the fields a field is nested in (through Expandable), outermost first. */
export const FieldPathContext = createContext<readonly string[]>([]);
