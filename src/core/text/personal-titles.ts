/**
 * The titles written before a person's name (Dr. Osei, Mrs Patel), a closed class, each no name
 * itself: those abbreviated with a full stop that ends no sentence, and Miss, which has none.
 * Sentence splitting, name reading and the asked person's name all read the same list.
 */
export const ABBREVIATED_TITLES = 'Dr|Mr|Mrs|Ms|Mx|Prof';
export const PERSONAL_TITLES = `${ABBREVIATED_TITLES}|Miss`;
