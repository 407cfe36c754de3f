/** The menu item editor's form schema (the contract's rules, ADR 0040) and its value as the API's input. */
import { z } from "zod";
import { menuItemCreateInput } from "../../../contract/menu-items";

const rules = menuItemCreateInput.shape;

/** The form: the contract input's fields camelCased, each with the contract's rule. */
export const menuItemFormSchema = z.object({
  name: rules.name,
  nameEn: rules.name_en,
  menu: rules.menu,
  parentId: rules.parent_id,
  linkType: rules.link_type,
  pageId: rules.page_id,
  systemPageId: rules.system_page_id,
});
export type MenuItemFormValue = z.output<typeof menuItemFormSchema>;

/** The form's value as the API's input (snake_case, as on the wire): only the link field of the chosen type. */
export function menuItemInput(value: MenuItemFormValue): z.input<typeof menuItemCreateInput> {
  return {
    name: value.name,
    name_en: value.nameEn ?? null,
    menu: value.menu,
    parent_id: value.parentId ?? null,
    link_type: value.linkType,
    page_id: value.linkType === "content_page" ? (value.pageId ?? null) : null,
    system_page_id: value.linkType === "system_page" ? (value.systemPageId ?? null) : null,
  };
}
