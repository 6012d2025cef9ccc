// Building an Intl formatter costs far more than using one (on a throttled
// phone, the home page's featured cards spent about 50 ms building the same
// few). Formatters are immutable, so one per locale and options is kept.

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(
  store: Map<string, F>,
  locale: string,
  options: object,
  create: () => F,
): F {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = store.get(key);
  if (!format) {
    format = create();
    store.set(key, format);
  }
  return format;
}

/** `new Intl.NumberFormat(locale, options)`, built once per locale and options. */
export function numberFormat(
  locale: string,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () =>
    Intl.NumberFormat(locale, options),
  );
}

/** `new Intl.DateTimeFormat(locale, options)`, built once per locale and options. */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () =>
    Intl.DateTimeFormat(locale, options),
  );
}
