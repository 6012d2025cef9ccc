declare module "*.module.css" {
  const classes: { readonly [className: string]: string };
  export = classes;
}

// The Element Timing API's attribute: the bench reads when the first offer paints.
declare namespace React {
  interface HTMLAttributes<T> {
    elementtiming?: string;
  }
}
