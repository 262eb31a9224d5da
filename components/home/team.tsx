import Image from "next/image";

import { cardClass } from "@/components/ui/card";
import { team } from "@/content/people";

/** Four team members with initials avatars. */
export function Team() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {team.map((member) => (
        <li key={member.name} className={`${cardClass} p-6 text-center`}>
          <Image src={member.image} alt="" width={160} height={160} className="mx-auto size-24 rounded-full" />
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{member.name}</h3>
          <p className="text-sm font-medium text-brand-700">{member.role}</p>
          <p className="mt-3 text-sm leading-6 text-slate-600">{member.description}</p>
          {member.profileUrl && (
            <a
              href={member.profileUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline"
            >
              Professional profile<span className="sr-only"> of {member.name} (opens in a new tab)</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
