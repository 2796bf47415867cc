import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, waitFor, within } from "storybook/test";
import { sampleCover } from "../../storybook/sample-covers.ts";
import { withStoryLinks } from "../../storybook/story-links.tsx";
import { NotificationBell } from "../notification-bell/notification-bell.tsx";
import { Navbar } from "./navbar.tsx";
import type { NavbarLinks } from "./navbar-items.ts";
import { setNavbarStyle } from "./navbar-style.ts";

/** The addresses an app passes (the library has none of its own), its pages below `base`. */
function linksUnder(base: string): NavbarLinks {
  const at = (path: string) => base + path;
  return {
    home: at("/"),
    search: at("/search"),
    browse: at("/browse"),
    popular: at("/popular"),
    latest: at("/latest"),
    blog: at("/blog"),
    docs: at("/docs"),
    documentation: at("/documentation.html"),
    allPages: at("/pages"),
    profile: at("/profile"),
    favorites: at("/favorites"),
    history: at("/history"),
    downloads: at("/downloads"),
    settings: at("/settings"),
    dashboard: at("/dashboard"),
    moderation: at("/moderation"),
    admin: at("/admin"),
    subscription: at("/subscription"),
    signIn: at("/login"),
    signUp: at("/signup"),
  };
}
const links = linksUnder("");

const reader = { name: "Aiko Tanaka", email: "aiko@example.com", avatarUrl: null };

/** A strip of covers behind the bar, so blur and transparency show. */
function PageBehind() {
  return (
    <main className="mx-auto grid max-w-content grid-cols-3 gap-4 p-6 sm:grid-cols-6">
      {Array.from({ length: 12 }, (_, index) => (
        <img
          key={index}
          src={sampleCover(`Vol. ${index + 1}`, index)}
          alt=""
          className="aspect-[2/3] w-full rounded-xl object-cover"
        />
      ))}
    </main>
  );
}

const meta = {
  title: "Navigation/Navbar",
  component: Navbar,
  decorators: [withStoryLinks],
  parameters: { layout: "fullscreen" },
  args: {
    links,
    currentPath: "/browse",
    user: null,
    isPremium: false,
    onSearch: fn(),
    onSignOut: fn(),
    variant: "default",
  },
  argTypes: {
    variant: {
      control: "select",
      options: ["default", "minimal", "centered", "gradient", "sidebar", "glassmorphism"],
    },
  },
  render: (args) => (
    <div className="min-h-[28rem]">
      <Navbar {...args} />
      <div className={args.variant === "sidebar" ? "md:pl-sidebar" : undefined}>
        <PageBehind />
      </div>
    </div>
  ),
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("link", { name: "Browse" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const search = canvas.getByRole("searchbox", { name: "Search manga" });
    await userEvent.type(search, "  blade of the moon {Enter}");
    await expect(args.onSearch).toHaveBeenCalledWith("blade of the moon");
  },
};

/** Without JavaScript the box is a GET form: it goes to the app's search page with `q`. */
export const SearchFormAddress: Story = {
  args: { links: { ...links, search: "/find" } },
  play: async ({ canvas }) => {
    const form = canvas.getByRole("search");
    await expect(form).toHaveAttribute("action", "/find");
    await expect(form).toHaveProperty("method", "get");
    await expect(canvas.getByRole("searchbox", { name: "Search manga" })).toHaveAttribute(
      "name",
      "q",
    );
  },
};

/** Every link, in every part of the bar, goes where the app says. */
export const AddressesFromTheApp: Story = {
  args: {
    variant: "sidebar",
    links: linksUnder("/app"),
    currentPath: "/app/popular",
  },
  play: async ({ canvas, canvasElement }) => {
    const hrefs = [...canvasElement.querySelectorAll("a")].map((link) => link.getAttribute("href"));
    await expect(hrefs.filter((href) => !href?.startsWith("/app/"))).toEqual([]);
    await expect(hrefs).toEqual(
      expect.arrayContaining([
        "/app/",
        "/app/pages",
        "/app/subscription",
        "/app/login",
        "/app/signup",
      ]),
    );
    await expect(canvas.getByRole("link", { name: "Popular" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(canvas.getByRole("search")).toHaveAttribute("action", "/app/search");
  },
};

export const MoreMenu: Story = {
  args: { currentPath: "/blog/12" },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "More" }));
    const menu = within(await screen.findByRole("menu"));
    const labels = menu.getAllByRole("menuitem").map((item) => item.textContent);
    await expect(labels).toEqual(["Blog", "Docs", "Documentation", "All Pages"]);
    await expect(menu.getByRole("menuitem", { name: "Blog" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
  },
};

/** The menus' code loads on first use: a keyboard opens it as well, focus comes back, it reopens. */
export const MoreMenuByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const more = canvas.getByRole("button", { name: "More" });
    more.focus();
    await userEvent.keyboard("{Enter}");
    const menu = within(await screen.findByRole("menu"));
    await userEvent.keyboard("{ArrowDown}");
    await expect(menu.getByRole("menuitem", { name: "Blog" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.getByRole("button", { name: "More" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await expect(await screen.findByRole("menuitem", { name: "Docs" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
  },
};

export const Minimal: Story = { args: { variant: "minimal" } };

export const Centered: Story = { args: { variant: "centered" } };

export const Gradient: Story = { args: { variant: "gradient" } };

export const Sidebar: Story = {
  args: { variant: "sidebar", currentPath: "/favorites" },
  play: async ({ canvas }) => {
    const you = within(canvas.getByRole("navigation", { name: "You" }));
    await expect(you.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Profile",
      "Favorites",
      "History",
      "Downloads",
      "Settings",
    ]);
    await expect(you.getByRole("link", { name: "Favorites" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};

export const Glassmorphism: Story = { args: { variant: "glassmorphism" } };

export const SignedIn: Story = {
  args: { user: reader, isPremium: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.queryByRole("link", { name: "Sign In" })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Account menu for Aiko Tanaka" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Sign out" }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const SignedInAsAdmin: Story = {
  args: { user: { ...reader, role: "ADMIN" } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Account menu for Aiko Tanaka" }));
    await expect(await screen.findByRole("menuitem", { name: "Moderation" })).toHaveAttribute(
      "href",
      "/moderation",
    );
    await expect(screen.getByRole("menuitem", { name: "Admin" })).toHaveAttribute("href", "/admin");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
  },
};

export const SignedInAsModerator: Story = {
  args: { user: { ...reader, role: "MODERATOR" } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Account menu for Aiko Tanaka" }));
    await expect(await screen.findByRole("menuitem", { name: "Moderation" })).toHaveAttribute(
      "href",
      "/moderation",
    );
    await expect(screen.queryByRole("menuitem", { name: "Admin" })).not.toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
  },
};

const bell = <NotificationBell unreadCount={2} items={[]} allHref="/notifications" />;

/** The bell sits beside the account menu in all six styles (one story each). */
const withBell = (variant: NonNullable<Story["args"]>["variant"]): Story => ({
  args: { user: reader, notifications: bell, variant },
  play: async ({ canvas }) => {
    const bells = canvas.getAllByRole("button", { name: /^Notifications\s*2\s*unread$/ });
    await expect(bells).toHaveLength(1);
    await expect(bells[0]).toBeVisible();
  },
});

export const BellDefault = withBell("default");
export const BellMinimal = withBell("minimal");
export const BellCentered = withBell("centered");
export const BellGradient = withBell("gradient");
export const BellSidebar = withBell("sidebar");
export const BellGlassmorphism = withBell("glassmorphism");

export const MobileMenu: Story = {
  globals: { viewport: { value: "mobile1" } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Open menu" }));
    const menu = within(await screen.findByRole("dialog", { name: "Menu" }));
    await expect(menu.getByRole("search")).toHaveAttribute("action", "/search");
    await userEvent.click(menu.getByRole("link", { name: "Popular" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

/** Apply This Style broadcasts `navbar-style-change`; every navbar without a forced variant follows. */
export const FollowsStoredStyle: Story = {
  args: { variant: undefined },
  play: async ({ canvasElement }) => {
    const header = () => canvasElement.querySelector("header");
    setNavbarStyle("default");
    await waitFor(() => expect(header()).toHaveAttribute("data-navbar-style", "default"));
    window.dispatchEvent(new CustomEvent("navbar-style-change", { detail: "gradient" }));
    await waitFor(() => expect(header()).toHaveAttribute("data-navbar-style", "gradient"));
    await expect(localStorage.getItem("navbar-style")).toBe("gradient");
    setNavbarStyle("default");
  },
};
