import { createContext, useContext } from 'react';

/**
 * True inside a form the viewer may look at but not change (no update or add right): the form
 * fields render read-only or disabled without each screen passing a flag to every field.
 */
export const FormReadOnlyContext = createContext(false);

export const useFormReadOnly = () => useContext(FormReadOnlyContext);
