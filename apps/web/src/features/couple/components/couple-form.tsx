import type { FormEventHandler, ReactNode } from 'react';

/** One of the card's forms: titled by its heading, checked by its schema (not the browser). */
export function CoupleForm({
  titleId,
  title,
  onSubmit,
  children,
}: {
  titleId: string;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={titleId} className="flex flex-col gap-4">
      <h3 id={titleId} className="font-semibold">
        {title}
      </h3>
      {children}
    </form>
  );
}
