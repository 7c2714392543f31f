import type { ReactNode } from 'react';

/** A section of the dashboard: its heading (which names it) with its tools beside it, then its content. */
export function DashboardSection({
  id,
  heading,
  tools,
  children,
}: {
  id: string;
  heading: string;
  tools: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="dashboard__section" aria-labelledby={id} data-part={id}>
      <div className="dashboard__section-head">
        <h3 id={id} className="dashboard__subheading">
          {heading}
        </h3>
        {tools}
      </div>
      {children}
    </section>
  );
}
