"use client";

import { ProfileMenu } from "./profile-menu";

const scrollTo = (id: string) => {
  const el = document.getElementById(id);
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  el?.scrollIntoView({ behavior: still ? "auto" : "smooth", block: "start" });
  el?.focus({ preventScroll: true });
};

/** The header's profile menu (photo and first name): jump to a section, or change the password. */
export function AccountMenu({
  name,
  email,
  photo,
  onChangePassword,
}: {
  name: string;
  email: string;
  photo: string | null;
  onChangePassword: () => void;
}) {
  return (
    <ProfileMenu
      name={name}
      email={email}
      photo={photo}
      items={[
        { label: "Personal Information", onSelect: () => scrollTo("personal") },
        { label: "My Documents", onSelect: () => scrollTo("documents") },
        { label: "Change Password", onSelect: onChangePassword },
      ]}
    />
  );
}
