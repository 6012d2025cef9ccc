declare module "*.module.css" {
  const classes: { readonly [className: string]: string };
  export = classes;
}

// The Element Timing API's attribute: the bench reads when the first offer paints.
declare namespace React {
  // The same type parameter as React's own, or the two would not merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    elementtiming?: string;
  }
}
