export * from "./activities";
export * from "./contact-persons";
export * from "./menu-items";
export * from "./organizations";
export * from "./pages";
export * from "./users";
export * from "./vacancies";
export * from "./volunteer-centers";
