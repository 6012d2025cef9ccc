/**
 * A phone's width: below the layout's first breakpoint (640 px), where the
 * search form folds into the results' trip summary (search-form.module.css).
 * In a browser: a client-only screen renders nowhere else.
 */
export const isPhoneWidth = () => innerWidth < 640;
