package suggest_test

import (
	"fmt"

	"github.com/bogglebot/bogglebot/internal/suggest"
)

func ExampleNames() {
	commands := []string{"path", "play", "solve", "stats"}
	fmt.Println(suggest.Names("slove", commands, 2)) // two letters swapped
	fmt.Println(suggest.Names("pla", commands, 2))   // a prefix
	fmt.Println(suggest.Names("dance", commands, 2)) // nothing close
	fmt.Println(suggest.Distance("discord_appid", "discord_app_id"))
	// Output:
	// [solve]
	// [play]
	// []
	// 1
}
